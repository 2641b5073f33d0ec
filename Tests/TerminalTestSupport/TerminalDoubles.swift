import TerminalUI
import TestSupport
import Testing
import TextFront

/// A console that keeps every line and every prompt, for exact comparisons.
@MainActor
public final class RecordingConsole: Console {
    /// The lines written, in order, without their newlines.
    public private(set) var lines: [String] = []
    /// The prompts written, in order.
    public private(set) var prompts: [String] = []

    /// An empty console.
    public init() {}

    /// Keeps `line`.
    public func writeLine(_ line: String) { lines.append(line) }
    /// Keeps `prompt`.
    public func writePrompt(_ prompt: String) { prompts.append(prompt) }
}

/// Input from a fixed script, one event a call, then the end of input.
@MainActor
public final class ScriptedInput: LineInput {
    private var events: [InputEvent]

    /// Input that gives `lines`, then ends.
    public init(_ lines: [String]) { self.events = lines.map(InputEvent.line) }

    /// Input that gives `events` (lines and Ctrl-C), then ends.
    public init(events: [InputEvent]) { self.events = events }

    /// The next event of the script, or `.end` once it is used up.
    public func nextEvent() async -> InputEvent { events.isEmpty ? .end : events.removeFirst() }
}

/// A terminal whose size the test sets, as a user resizes a window; it counts how often it is asked.
@MainActor
public final class StubTerminalSize: TerminalSize {
    /// The width the terminal reports; `nil` when it cannot tell, as with a failed `ioctl`.
    public var width: Int?
    /// How many times the size was read.
    public private(set) var reads = 0

    /// A terminal `width` columns wide.
    public init(width: Int?) { self.width = width }

    /// The width set last.
    public func columns() -> Int? {
        reads += 1
        return width
    }
}

@MainActor
extension ViewEnvironment {
    /// An environment writing to `console` at `width` (or following `terminal`), the list in
    /// `columns`, without colour or loading lines.
    public static func recording(
        _ console: RecordingConsole, width: Int = 60, terminal: StubTerminalSize? = nil,
        columns: ListColumns = .automatic
    ) -> ViewEnvironment {
        ViewEnvironment(
            console: console, viewport: Viewport(source: terminal.map { .terminal($0) } ?? .fixed(width)),
            styler: Styler(isEnabled: false), layoutCache: LayoutCache(), listEntryCache: ListEntryCache(),
            listColumns: columns, announcesLoading: false)
    }
}

/// A console that keeps what a terminal would show, prompts, typed lines and output in one text, as a
/// user sees it.
@MainActor
public final class TerminalScreen: Console {
    /// Everything shown so far.
    public private(set) var text = ""

    /// An empty screen.
    public init() {}

    /// The screen's lines; the last one is the line the cursor is on (empty after a newline).
    public var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Shows `line` and moves to the next.
    public func writeLine(_ line: String) { text += line + "\n" }
    /// Shows `prompt`, leaving the cursor after it.
    public func writePrompt(_ prompt: String) { text += prompt }
    /// Shows what the terminal echoes of the user's keys.
    public func echo(_ keys: String) { text += keys }
}

/// A user at a terminal, typing one event at a time when the test says, while the app's loads run.
///
/// Each step waits until the session asks for input, hands it the event,
/// and (but for the end of input) waits until the session has acted on it
/// and asks again. So a test reads as a user's keystrokes, with no sleeping,
/// and a held load can be answered between any two of them.
@MainActor
public final class SteppedInput: LineInput {
    private let screen: TerminalScreen
    private var reader: CheckedContinuation<InputEvent, Never>?
    private var readingWaiters: [CheckedContinuation<Void, Never>] = []

    /// Input whose keys are echoed on `screen`, as a terminal echoes them.
    public init(echoingOn screen: TerminalScreen) { self.screen = screen }

    /// Waits until the session asks for an event.
    public func nextEvent() async -> InputEvent {
        precondition(reader == nil, "the session asked for input twice at once")
        return await withCheckedContinuation { continuation in
            reader = continuation
            let waiting = readingWaiters
            readingWaiters = []
            for waiter in waiting { waiter.resume() }
        }
    }

    /// Returns once the session is waiting for input; or, after `WaitLimit.duration`, fails the test.
    public func waitUntilReading(sourceLocation: SourceLocation = #_sourceLocation) async {
        guard reader == nil else { return }
        guard await WaitLimit.finishes({ @MainActor in await self.reading() }) else {
            Issue.record(
                "Gave up after \(WaitLimit.duration) waiting for the session to read input again",
                sourceLocation: sourceLocation)
            return
        }
    }

    private func reading() async {
        while reader == nil {
            await withCheckedContinuation { readingWaiters.append($0) }
        }
    }

    /// Types `line` and Return, then waits until the session has run it and reads again.
    public func type(_ line: String) async {
        await send(.line(line), echo: line + "\n")
        await waitUntilReading()
    }

    /// Presses Ctrl-C (the terminal echoes `^C`), then waits until the session reads again.
    public func pressControlC() async {
        await send(.interrupt, echo: "^C")
        await waitUntilReading()
    }

    /// Types `line` and Return, and does not wait for the session to read again: for `quit`.
    public func typeLast(_ line: String) async {
        await send(.line(line), echo: line + "\n")
    }

    /// Presses Ctrl-D at the prompt: the input ends.
    public func pressControlD() async {
        await send(.end, echo: "")
    }

    private func send(_ event: InputEvent, echo: String) async {
        await waitUntilReading()
        screen.echo(echo)
        let reader = self.reader
        self.reader = nil
        reader?.resume(returning: event)
    }
}
