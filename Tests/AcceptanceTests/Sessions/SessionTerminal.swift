import TextFront

/// What one pattern's terminal shows in a session: the app's lines and prompts, and the keys the user
/// typed, echoed where they were typed.
@MainActor
final class SessionScreen: Console {
    /// Everything on the screen, in order.
    private(set) var text = ""
    /// The lines the app wrote (not prompts or echoed keys), each at the width it was laid out for.
    private(set) var lines: [(line: String, width: Int)] = []
    /// The width the app lays out for now.
    var width: Int
    /// The last prompt the app wrote: it names the screen on top.
    private(set) var prompt = ""

    init(width: Int) { self.width = width }

    func writeLine(_ line: String) {
        text += line + "\n"
        lines.append((line, width))
    }

    func writePrompt(_ prompt: String) {
        text += prompt
        self.prompt = prompt
    }

    /// Shows `keys` as the terminal echoes them.
    func echo(_ keys: String) { text += keys }
}

/// The keyboard of a session: keys typed while the app is busy wait, as a terminal's line buffer
/// keeps them, until the session reads.
@MainActor
final class SessionInput: LineInput {
    private let screen: SessionScreen
    private var typedAhead: [InputEvent] = []
    private var reader: CheckedContinuation<InputEvent, Never>?
    /// Called as each typed line reaches the session, which measures the terminal then.
    var lineDelivered: () -> Void = {}

    /// Input whose keys are echoed on `screen`.
    init(echoingOn screen: SessionScreen) { self.screen = screen }

    /// Whether the session is waiting for a key now.
    var isReading: Bool { reader != nil }

    func nextEvent() async -> InputEvent {
        if !typedAhead.isEmpty { return delivered(typedAhead.removeFirst()) }
        return await withCheckedContinuation { reader = $0 }
    }

    private func delivered(_ event: InputEvent) -> InputEvent {
        if case .line = event { lineDelivered() }
        return event
    }

    /// Types `line` and Return.
    func type(_ line: String) { send(.line(line), echo: line + "\n") }

    /// Presses Ctrl-C; the terminal echoes `^C`.
    func pressControlC() { send(.interrupt, echo: "^C") }

    /// Presses Ctrl-D at the prompt: the input ends.
    func pressControlD() { send(.end, echo: "") }

    private func send(_ event: InputEvent, echo: String) {
        screen.echo(echo)
        if let reader {
            self.reader = nil
            reader.resume(returning: delivered(event))
        } else {
            typedAhead.append(event)
        }
    }
}

/// A terminal whose size the session changes.
@MainActor
final class SessionTerminalSize: TerminalSize {
    var width: Int

    init(width: Int) { self.width = width }

    func columns() -> Int? { width }
}
