#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells how many columns the terminal has right now; injected so that tests can resize a terminal.
@MainActor
public protocol TerminalSize {
    /// The terminal's width in columns now, or `nil` when it cannot be told.
    func columns() -> Int?
}

/// The size of the terminal standard output is written to, asked of the terminal itself each time.
public struct StandardOutputSize: TerminalSize {
    /// The size of standard output's terminal.
    public init() {}

    /// The columns the terminal reports now, or `nil` when standard output is not a terminal.
    public func columns() -> Int? {
        var size = winsize()
        // The request's type differs: glibc imports `TIOCGWINSZ` as an Int32, Darwin as a UInt; `ioctl`
        // takes a UInt on both.
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
