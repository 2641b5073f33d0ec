import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the user did at the keyboard, as the session reads it.
public enum InputEvent: Hashable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C, on a terminal.
    case interrupt
    /// The end of input (Ctrl-D, or the end of a file or pipe).
    case end
}

/// Where commands come from: the lines the user types, Ctrl-C, and the end of input.
@MainActor
public protocol LineInput: AnyObject {
    /// The next event; waits for it, while the app's loads go on.
    func nextEvent() async -> InputEvent
}

/// Reads standard input on a thread of its own, so that the app goes on while the user types; on a
/// terminal it reads Ctrl-C too.
///
/// A blocking read on the main actor would stop every load's answer from
/// being drawn until the user pressed Return. Here a reader thread waits on
/// the file, and the session awaits each line on the main actor, as a UI
/// framework's run loop delivers a key press. Ctrl-C arrives the same way,
/// as an event: SIGINT no longer ends the program, and the shape on screen
/// decides what it means. Piped input keeps SIGINT's default (status 130).
@MainActor
public final class StandardInput: LineInput {
    private let events: AsyncStream<InputEvent>.Iterator
    /// Kept alive for as long as Ctrl-C is read.
    private let interrupts: (any DispatchSourceSignal)?

    /// Input from the process's standard input; with `readsInterrupts` (on a terminal), Ctrl-C is
    /// delivered as `.interrupt` instead of ending the program.
    public init(readsInterrupts: Bool) {
        let (stream, continuation) = AsyncStream.makeStream(of: InputEvent.self)
        events = stream.makeAsyncIterator()
        DispatchQueue(label: "questions.standard-input").async {
            while let line = readLine(strippingNewline: true) {
                continuation.yield(.line(line))
            }
            continuation.finish()
        }
        guard readsInterrupts else {
            interrupts = nil
            return
        }
        interrupts = Self.readInterrupts(into: continuation)
    }

    /// Turns each SIGINT into an `.interrupt` event, instead of the end of the program.
    ///
    /// Nonisolated: the handler runs on a dispatch queue, not the main
    /// actor, and a closure written in the main actor's `init` would claim
    /// the main actor's isolation and trap when the signal comes.
    private nonisolated static func readInterrupts(into continuation: AsyncStream<InputEvent>.Continuation)
        -> any DispatchSourceSignal
    {
        // A signal ignored is still seen by a dispatch source, which turns it into an event.
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { continuation.yield(.interrupt) }
        source.resume()
        return source
    }

    /// The next line, Ctrl-C, or the end of input.
    public func nextEvent() async -> InputEvent {
        // The iterator is a handle on the stream's buffer: a copy reads the same events.
        var iterator = events
        return await iterator.next(isolation: #isolation) ?? .end
    }
}
