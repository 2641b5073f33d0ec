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
