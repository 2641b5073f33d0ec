import PseudoTerminalC

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal for a test or a tool: the terminal side the app takes (`terminal`), and the other
/// side (`screen`), where the test reads what the app wrote and types what a user would.
///
/// POSIX's `posix_openpt` (through `PseudoTerminalC`), which both C libraries have, rather than
/// `openpty`, which each keeps in a different header and library.
public final class PseudoTerminal: Sendable {
    /// What the app reads keys from and writes frames to.
    public let terminal: Int32
    /// Where the test reads the app's bytes and writes keys.
    public let screen: Int32

    /// A new pair, or `nil` when the system has none to give.
    public init?() {
        var screen: Int32 = -1
        var terminal: Int32 = -1
        guard questions_open_pseudo_terminal(&screen, &terminal) == 0 else { return nil }
        self.screen = screen
        self.terminal = terminal
    }

    /// Closes both sides. By hand, not in a deinit, which could run as soon as a test last touches the
    /// pair, under a terminal or a reader still using its descriptors.
    public func close() {
        _ = closeDescriptor(terminal)
        _ = closeDescriptor(screen)
    }

    /// The terminal's settings, as bytes, to compare before and after.
    public func settings() -> [UInt8] {
        var settings = termios()
        guard tcgetattr(terminal, &settings) == 0 else { return [] }
        return withUnsafeBytes(of: &settings) { Array($0) }
    }

    /// The terminal's settings.
    public func modes() -> termios {
        var settings = termios()
        tcgetattr(terminal, &settings)
        return settings
    }

    /// Sets the terminal's size, as a terminal emulator does when its window changes.
    public func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        // The request's type differs: glibc imports `TIOCSWINSZ` as an Int32, Darwin as a UInt.
        _ = ioctl(screen, UInt(TIOCSWINSZ), &size)
    }

    /// Types `text` on the screen side, as a user at the keyboard would.
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(screen, $0.baseAddress, $0.count) }
    }

    /// What the app writes, waiting up to `milliseconds` for the first of it.
    public func written(waitingUpTo milliseconds: Int32) -> [UInt8] {
        var descriptor = pollfd(fd: screen, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
        return written()
    }

    /// Everything the app has written that is waiting on the screen side, without waiting for more.
    public func written() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var descriptor = pollfd(fd: screen, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 {
            let count = buffer.withUnsafeMutableBytes { read(screen, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer.prefix(count)
        }
        return bytes
    }
}

#if canImport(Glibc)
    private let closeDescriptor = Glibc.close
#elseif canImport(Darwin)
    private let closeDescriptor = Darwin.close
#endif
