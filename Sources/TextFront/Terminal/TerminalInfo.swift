#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process knows about its terminal: whether streams are terminals, and how wide it is.
public enum TerminalInfo {
    /// The narrowest width the layout supports; narrower requests are raised to it.
    public static let minimumWidth = 20
    /// The width when nothing else says.
    public static let fallbackWidth = 80

    /// Whether standard input is a terminal, where a person types.
    public static var isInputTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    /// Whether standard output is a terminal (colour follows it).
    public static var isOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    /// Whether standard error is a terminal (the trace's colour follows it).
    public static var isErrorTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The width in columns: the option, else `COLUMNS`, else the terminal's size, else 80; at least 20.
    public static func width(option: Int?, environment: [String: String]) -> Int {
        let width =
            option
            ?? environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            ?? terminalColumns()
            ?? fallbackWidth
        return max(width, minimumWidth)
    }

    private static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
