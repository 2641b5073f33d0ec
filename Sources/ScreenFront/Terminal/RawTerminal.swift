import TerminalHygiene

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal taken over by the screen front: raw mode, the alternate screen, and the handlers that
/// give it back on every way out.
///
/// Taking it saves the terminal's settings first; a normal exit (`giveBack()`),
/// SIGTERM, SIGHUP, SIGINT, SIGQUIT, a crash signal and Ctrl-Z all put them
/// back, with the screen, the cursor, autowrap and bracketed paste as they
/// were. The handlers are C (`TerminalHygiene`), since a signal handler may
/// only write and call `tcsetattr`. SIGWINCH and SIGCONT wake the app through
/// a pipe, which `TerminalKeys` reads beside the keys: its reader must have ended before the terminal
/// is released, which closes the pipe.
@MainActor
public final class RawTerminal: ScreenTerminal {
    /// Why the terminal could not be taken.
    public struct Failure: Error, Hashable, Sendable {
        /// The system's error number.
        public var errno: Int32

        /// The failure of system error `errno`.
        public init(errno: Int32) {
            self.errno = errno
        }
        /// The system's words for it.
        public var reason: String { String(cString: strerror(errno)) }
    }

    private let input: Int32
    private let output: Int32
    /// The wake pipe: the handlers write to `wake.write`, the key reader polls `wake.read`.
    public let wake: (read: Int32, write: Int32)
    private var isTaken = false

    /// Takes the terminal that `input` reads and `output` writes: saves its settings, installs the handlers,
    /// and puts it in raw mode on the alternate screen.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(Failure) {
        self.input = input
        self.output = output
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw Failure(errno: errno) }
        wake = (pipeEnds[0], pipeEnds[1])
        let restore = TerminalModes.restore
        let saved = restore.withCString { questions_terminal_save(input, output, $0, restore.utf8.count) }
        // Every property is set by now: a throw releases the terminal, whose deinit closes the pipe; the
        // handlers were not installed, or `giveBack()` below puts them back.
        guard saved == 0, questions_terminal_install_handlers(wake.write) == 0 else {
            throw Failure(errno: errno)
        }
        isTaken = true
        do throws(Failure) {
            try setRawMode()
        } catch {
            giveBack()
            throw error
        }
    }

    /// Closes the wake pipe. Not isolated (an isolated deinit needs a newer runtime than macOS 15's), so it
    /// cannot give the terminal back: its owner calls `giveBack()` first, as every way out of the session
    /// does.
    deinit {
        close(wake.read)
        close(wake.write)
    }

    /// Raw mode and the screen's modes, again: after the process was stopped and continued, when the shell
    /// may have set the terminal's settings back. A failure leaves the settings as they are; the frames
    /// still draw.
    public func enterRawMode() {
        try? setRawMode()
    }

    private func setRawMode() throws(Failure) {
        guard questions_terminal_enter_raw() == 0 else { throw Failure(errno: errno) }
        write(TerminalModes.enter)
    }

    /// Gives the terminal back as it was taken, and puts the signals' handlers back; doing it twice does
    /// nothing more.
    public func giveBack() {
        guard isTaken else { return }
        isTaken = false
        questions_terminal_restore()
        questions_terminal_remove_handlers()
    }

    /// Ctrl-Z: gives the terminal back and stops the process; returns when it is continued, after which the
    /// key reader hears of it (`TerminalInput.continued`) and the caller calls `enterRawMode()`.
    public func suspend() {
        questions_terminal_suspend()
    }

    /// The terminal's size now, or `nil` when it cannot be told.
    public func size() -> (columns: Int, rows: Int)? {
        var columns: Int32 = 0
        var rows: Int32 = 0
        guard questions_terminal_size(output, &columns, &rows) == 0 else { return nil }
        return (Int(columns), Int(rows))
    }

    /// Writes `bytes` whole, in one go, looping on partial writes and EINTR; a terminal gone is left to
    /// its SIGHUP.
    public func write(_ bytes: [UInt8]) {
        TerminalOutput(descriptor: output).write(bytes)
    }

    private func write(_ text: String) {
        write(Array(text.utf8))
    }
}
