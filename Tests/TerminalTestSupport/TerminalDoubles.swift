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

/// Input from a fixed script, one line a call, then the end of input.
@MainActor
public final class ScriptedInput: LineInput {
    private var lines: [String]

    /// Input that gives `lines`, then ends.
    public init(_ lines: [String]) { self.lines = lines }

    /// The next line of the script, or `nil` once it is used up.
    public func nextLine() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
}

@MainActor
extension ViewEnvironment {
    /// An environment writing to `console` at `width`, without colour or loading lines.
    public static func recording(_ console: RecordingConsole, width: Int = 60) -> ViewEnvironment {
        ViewEnvironment(
            console: console, width: width, styler: Styler(isEnabled: false), layoutCache: LayoutCache(),
            announcesLoading: false)
    }
}
