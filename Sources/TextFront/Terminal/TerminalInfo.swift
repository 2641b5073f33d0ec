#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process knows about its terminal: whether streams are terminals, and where its width comes from.
public enum TerminalInfo {
    /// The narrowest width the layout supports; narrower requests are raised to it.
    public static let minimumWidth = 20
    /// The width when nothing else says.
    public static let fallbackWidth = 80

    /// Whether standard input is a terminal, so that a prompt makes sense.
    public static var isInputTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    /// Whether standard output is a terminal, so that colour and resizing make sense.
    public static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    /// Whether standard error is a terminal (the trace's colour follows it).
    public static var isErrorTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Where the width comes from: the option, else `COLUMNS`, both fixed and at least 20; else
    /// `terminal` (pass one only when standard output is a terminal), followed as it is resized;
    /// else 80.
    ///
    /// A width the user gave is kept even when the terminal changes: they
    /// asked for it, and a script's transcript must not depend on the window.
    @MainActor
    public static func widthSource(option: Int?, environment: [String: String], terminal: (any TerminalSize)?)
        -> WidthSource
    {
        let given = option ?? environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        if let given {
            return .fixed(max(given, minimumWidth))
        }
        if let terminal {
            return .terminal(terminal)
        }
        return .fixed(fallbackWidth)
    }
}
