import PseudoTerminalSupport
import ScreenFront
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal taken and given back, on a pseudo-terminal: the settings, the screen's modes, the size,
/// and the wake pipe a signal writes to. Serialized, and in the process's turn: the saved settings and the
/// signals' handlers belong to the process. Raw mode's flags are TerminalHygiene's test; what happens on
/// each way out of the real program (a crash, SIGTERM, Ctrl-Z) is the program's pty test.
@Suite("Raw terminal", .serialized, .takesTheProcessTerminal, .timeLimit(.minutes(1)))
@MainActor
struct RawTerminalTests {
    @Test("gives the terminal back with every setting it found, byte for byte")
    func settingsGivenBack() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        let before = pty.settings()

        let terminal = try RawTerminal(input: pty.terminal, output: pty.terminal)
        let taken = pty.settings()
        terminal.giveBack()

        #expect(!before.isEmpty)
        #expect(taken != before, "the terminal was taken in raw mode")
        #expect(pty.settings() == before)
    }

    @Test("writes the screen's modes on the way in, and undoes each on the way out, once however often asked")
    func modesWrittenAndUndone() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }

        let terminal = try RawTerminal(input: pty.terminal, output: pty.terminal)
        let entering = pty.written()
        terminal.giveBack()
        terminal.giveBack()

        #expect(entering == Array(TerminalModes.enter.utf8))
        #expect(pty.written() == Array(TerminalModes.restore.utf8))
    }

    @Test("reads the terminal's size as the terminal says it now")
    func size() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        pty.resize(columns: 100, rows: 30)
        let terminal = try RawTerminal(input: pty.terminal, output: pty.terminal)
        defer { terminal.giveBack() }

        #expect(terminal.size()?.columns == 100)
        #expect(terminal.size()?.rows == 30)
        pty.resize(columns: 80, rows: 24)
        #expect(terminal.size()?.columns == 80)
        #expect(terminal.size()?.rows == 24)
    }

    @Test("refuses a file that is not a terminal, and says why")
    func notATerminal() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }

        #expect(throws: RawTerminal.Failure(errno: ENOTTY)) {
            try RawTerminal(input: ends[0], output: ends[1])
        }
    }

    @Test("turns SIGWINCH into a resize the key reader hands on")
    func resizeSignal() async throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        let terminal = try RawTerminal(input: pty.terminal, output: pty.terminal)
        defer { terminal.giveBack() }
        let keys = TerminalKeys(input: pty.terminal, wake: terminal.wake.read)

        // To the process, as the terminal sends it: a thread of Dispatch's blocks signals, so `raise` from
        // one would leave it pending there.
        kill(getpid(), SIGWINCH)
        var events = keys.events.makeAsyncIterator()

        let event = await events.next()
        #expect(event == .resized)
        keys.stop()
        while await events.next() != nil {}
    }
}
