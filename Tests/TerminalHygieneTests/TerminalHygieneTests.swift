import PseudoTerminalSupport
import TerminalHygiene
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The screen front's C part on its own, on a pseudo-terminal: the settings it saves, the raw mode it
/// sets, the bytes and settings it gives back, the size it reads, and the wake bytes its handlers write.
/// What each way out of the real program does (a crash, SIGTERM, Ctrl-Z) is the program's pty test; a
/// signal that ends or stops the process cannot be tried inside the test process.
///
/// It takes the process's terminal in its turn: the saved settings and the handlers are the process's.
@Suite("Terminal hygiene", .serialized, .takesTheProcessTerminal, .timeLimit(.minutes(1)))
struct TerminalHygieneTests {
    /// The bytes given back on the way out in these tests: show the cursor.
    static let restore = "\u{1B}[?25h"

    /// Saves the settings of `pty`'s terminal, with `restore` as the bytes written on the way out.
    private func save(_ pty: PseudoTerminal, restore: String = Self.restore) -> Int32 {
        restore.withCString { questions_terminal_save(pty.terminal, pty.terminal, $0, restore.utf8.count) }
    }

    @Test(
        "sets raw mode: no signals, no editing, no echo, no flow control, CR kept, a read ends after a byte")
    func rawMode() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        try #require(save(pty) == 0)
        defer { questions_terminal_restore() }

        #expect(questions_terminal_enter_raw() == 0)

        let modes = pty.modes()
        for flag in [ISIG, ICANON, ECHO, IEXTEN] {
            #expect(modes.c_lflag & tcflag_t(flag) == 0)
        }
        for flag in [IXON, ICRNL] {
            #expect(modes.c_iflag & tcflag_t(flag) == 0)
        }
        let controls = withUnsafeBytes(of: modes.c_cc) { Array($0) }
        #expect(controls[Int(VMIN)] == 1)
        #expect(controls[Int(VTIME)] == 0)
    }

    @Test("gives back the settings it saved, byte for byte, after raw mode")
    func settingsGivenBack() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        let before = pty.settings()
        try #require(save(pty) == 0)
        try #require(questions_terminal_enter_raw() == 0)
        try #require(pty.settings() != before, "raw mode changed the settings")

        questions_terminal_restore()

        #expect(!before.isEmpty)
        #expect(pty.settings() == before)
    }

    @Test("writes the restore bytes each time it gives the terminal back, and the settings stay given back")
    func restoreBytes() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        let before = pty.settings()
        try #require(save(pty) == 0)
        try #require(questions_terminal_enter_raw() == 0)

        questions_terminal_restore()
        questions_terminal_restore()

        #expect(pty.written() == Array((Self.restore + Self.restore).utf8))
        #expect(pty.settings() == before)
    }

    @Test("refuses 256 restore bytes or more with EINVAL, and keeps what it saved before")
    func tooManyRestoreBytes() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        let before = pty.settings()
        try #require(save(pty) == 0)

        errno = 0
        let refused = save(pty, restore: String(repeating: "x", count: 256))
        let error = errno

        #expect(refused == -1)
        #expect(error == EINVAL)

        try #require(questions_terminal_enter_raw() == 0)
        questions_terminal_restore()
        #expect(pty.written() == Array(Self.restore.utf8), "the bytes saved first")
        #expect(pty.settings() == before)
    }

    @Test("refuses a file that is not a terminal with ENOTTY")
    func notATerminal() throws {
        let ends = try #require(Pipe())
        defer { ends.close() }

        errno = 0
        let saved = Self.restore.withCString {
            questions_terminal_save(ends.read, ends.write, $0, Self.restore.utf8.count)
        }
        let error = errno

        #expect(saved == -1)
        #expect(error == ENOTTY)
    }

    @Test("reads the size the terminal says now")
    func size() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        var columns: Int32 = 0
        var rows: Int32 = 0

        pty.resize(columns: 100, rows: 30)
        #expect(questions_terminal_size(pty.terminal, &columns, &rows) == 0)
        #expect(columns == 100)
        #expect(rows == 30)

        pty.resize(columns: 1, rows: 1)
        #expect(questions_terminal_size(pty.terminal, &columns, &rows) == 0)
        #expect(columns == 1)
        #expect(rows == 1)
    }

    @Test("cannot tell the size of a terminal that has none, or of a file that is not a terminal")
    func noSize() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        let ends = try #require(Pipe())
        defer { ends.close() }
        var columns: Int32 = 7
        var rows: Int32 = 7

        pty.resize(columns: 0, rows: 0)
        #expect(questions_terminal_size(pty.terminal, &columns, &rows) == -1)
        #expect(questions_terminal_size(ends.read, &columns, &rows) == -1)
        #expect(columns == 7 && rows == 7, "nothing written when the size cannot be told")
    }

    @Test("wakes the app with a byte for SIGWINCH and another for SIGCONT, on a pipe it makes non-blocking")
    func wakeBytes() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        try #require(save(pty) == 0)
        let wake = try #require(Pipe())
        defer { wake.close() }

        try #require(questions_terminal_install_handlers(wake.write) == 0)
        defer { questions_terminal_remove_handlers() }

        #expect(fcntl(wake.write, F_GETFL) & O_NONBLOCK != 0)
        // To the process, as the terminal and the shell send them.
        kill(getpid(), SIGWINCH)
        #expect(Self.nextByte(from: wake.read) == UInt8(QuestionsTerminalWakeResized))
        kill(getpid(), SIGCONT)
        #expect(Self.nextByte(from: wake.read) == UInt8(QuestionsTerminalWakeContinued))
    }

    @Test("puts back the handlers it found, for every signal it takes, once its own are removed")
    func handlersPutBack() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        try #require(save(pty) == 0)
        let wake = try #require(Pipe())
        defer { wake.close() }
        let signals = [
            SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGCONT,
            SIGWINCH,
            SIGTSTP,
        ]
        let before = signals.map(Self.action(for:))

        try #require(questions_terminal_install_handlers(wake.write) == 0)
        let installed = signals.map(Self.action(for:))
        questions_terminal_remove_handlers()

        for (signal, (found, taken)) in zip(signals, zip(before, installed)) {
            #expect(found != taken, "signal \(signal) was taken")
        }
        #expect(signals.map(Self.action(for:)) == before)
    }

    /// What the process does on `signal` now: its handler's address (or the default's or ignore's
    /// number) and its flags. The rest of the action (the mask's unused words) is not compared: the C
    /// library leaves it as it finds it.
    private static func action(for signal: Int32) -> [Int] {
        var action = sigaction()
        sigaction(signal, nil, &action)
        #if canImport(Glibc)
            let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #elseif canImport(Darwin)
            let handler = unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
        return [handler, Int(action.sa_flags)]
    }

    /// The next byte on `descriptor`, waiting up to 5 s for it (again after a signal cut the wait
    /// short); `nil` if none came.
    private static func nextByte(from descriptor: Int32) -> UInt8? {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var ready = poll(&waiting, 1, 5_000)
        while ready < 0, errno == EINTR { ready = poll(&waiting, 1, 5_000) }
        guard ready > 0 else { return nil }
        var byte: UInt8 = 0
        return read(descriptor, &byte, 1) == 1 ? byte : nil
    }
}

/// A pipe's two ends, closed by hand at the end of a test.
private struct Pipe {
    let read: Int32
    let write: Int32

    /// A new pipe, or `nil` when the system gives none.
    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        (read, write) = (ends[0], ends[1])
    }

    /// Closes both ends.
    func close() {
        _ = closeDescriptor(read)
        _ = closeDescriptor(write)
    }
}

#if canImport(Glibc)
    private let closeDescriptor = Glibc.close
#elseif canImport(Darwin)
    private let closeDescriptor = Darwin.close
#endif
