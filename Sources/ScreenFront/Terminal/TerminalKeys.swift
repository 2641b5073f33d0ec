import Dispatch
import Synchronization
import TerminalHygiene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal sends the screen front: keys, and what its signals said.
public enum TerminalInput: Hashable, Sendable {
    /// Keys, in the order they were typed (a paste is one).
    case keys([Key])
    /// The terminal has a new size (SIGWINCH).
    case resized
    /// The process runs again after it was stopped (SIGCONT): raw mode and the whole frame are to be set
    /// again, and the size read anew.
    case continued
    /// Input has ended (the terminal went away).
    case end
}

/// Reads the terminal's bytes on a thread of its own, decodes them into keys, and hands them, with the
/// wake pipe's signals, to the main actor as a stream.
///
/// A lone Escape is Esc only after the terminal has been quiet for
/// `escapeDelay` milliseconds, since it also begins every sequence a key
/// sends; a sequence cut across reads is kept until the rest comes.
public final class TerminalKeys: Sendable {
    /// How long a lone Escape waits for the rest of a sequence, in milliseconds.
    public static let escapeDelay: Int32 = 50

    /// The events, for the session to await one at a time; `.end` comes last.
    public let events: AsyncStream<TerminalInput>
    /// The write end of the pipe that stops the reader, until `stop()` closes it.
    private let stopWriter: Mutex<Int32>

    /// Starts reading `input`, and the wake pipe's read end `wake` (`RawTerminal.wake.read`). The reader
    /// stops at the end of input, or when `stop()` is called; neither descriptor may be closed before the
    /// stream has ended.
    public init(input: Int32, wake: Int32) {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalInput.self)
        events = stream
        var ends: [Int32] = [0, 0]
        // Without the pipe the reader cannot be stopped early; it still stops at the end of input.
        let writer = pipe(&ends) == 0 ? ends[1] : -1
        let stopReader = writer >= 0 ? ends[0] : -1
        stopWriter = Mutex(writer)
        DispatchQueue(label: "questions.terminal-keys").async {
            Self.read(input: input, wake: wake, stop: stopReader, into: continuation)
            if stopReader >= 0 { close(stopReader) }
        }
    }

    deinit {
        stopWriter.withLock { if $0 >= 0 { close($0) } }
    }

    /// Stops the reader: the stream ends, with `.end`, once the reader has let go of the descriptors.
    public func stop() {
        stopWriter.withLock { writer in
            guard writer >= 0 else { return }
            // Closing the write end is enough: the reader's poll sees the pipe hang up.
            close(writer)
            writer = -1
        }
    }

    private static func read(
        input: Int32, wake: Int32, stop: Int32, into continuation: AsyncStream<TerminalInput>.Continuation
    ) {
        var decoder = KeyDecoder()
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
        ]
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let timeout = decoder.isWaitingForMore ? escapeDelay : -1
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 {
                send(decoder.timeout(), to: continuation)
                continue
            }
            if descriptors[2].revents != 0 { break }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                let count = buffer.withUnsafeMutableBytes { systemRead(wake, $0.baseAddress, $0.count) }
                for byte in buffer.prefix(max(count, 0)) {
                    switch Int32(byte) {
                    case Int32(QuestionsTerminalWakeResized): continuation.yield(.resized)
                    case Int32(QuestionsTerminalWakeContinued): continuation.yield(.continued)
                    default: break
                    }
                }
            }
            if descriptors[0].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                guard count > 0 else { break }
                send(decoder.feed(buffer.prefix(count)), to: continuation)
            }
        }
        continuation.yield(.end)
        continuation.finish()
    }

    private static func send(_ keys: [Key], to continuation: AsyncStream<TerminalInput>.Continuation) {
        if !keys.isEmpty { continuation.yield(.keys(keys)) }
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
