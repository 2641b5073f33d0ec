#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process knows about its terminal: whether streams are terminals, and where its width comes from.
public enum TerminalInfo {
    /// The narrowest width the layout supports; narrower requests are raised to it.
    public static let minimumWidth = 20
    /// The widest width the layout is made for; wider requests, from any source, are lowered to it.
    ///
    /// Past it a wider screen would only move the list's columns further
    /// apart and pad every line with more spaces, which cost time and memory
    /// in proportion to a number from outside: `COLUMNS=9223372036854775807`
    /// once asked for exabytes of padding. Four columns of 60 need 249.
    public static let maximumWidth = 1_000
    /// The widths views are laid out for.
    public static let supportedWidths = minimumWidth...maximumWidth
    /// The width when nothing else says.
    public static let fallbackWidth = 80

    /// Whether standard input is a terminal, so that a prompt makes sense.
    public static var isInputTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    /// Whether standard output is a terminal, so that colour and resizing make sense.
    public static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    /// Whether standard error is a terminal (the trace's colour follows it).
    public static var isErrorTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Where the width comes from: the option, else `COLUMNS` (when it is a whole number above 0), both
    /// fixed; else `terminal` (pass one only when standard output is a terminal), followed as it is
    /// resized; else 80. Whichever it is, the width laid out for is brought into `supportedWidths`.
    ///
    /// A width the user gave is kept even when the terminal changes: they
    /// asked for it, and a script's transcript must not depend on the window.
    @MainActor
    public static func widthSource(option: Int?, environment: [String: String], terminal: (any TerminalSize)?)
        -> WidthSource
    {
        let given = option ?? environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        if let given {
            return .fixed(given)
        }
        if let terminal {
            return .terminal(terminal)
        }
        return .fixed(fallbackWidth)
    }

    /// `width` brought into `supportedWidths`: raised to the narrowest, or lowered to the widest.
    public static func supported(_ width: Int) -> Int {
        min(max(width, minimumWidth), maximumWidth)
    }
}
