import Foundation
import PseudoTerminalSupport
import ScreenTestSupport
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `questions --ui screen` on a pseudo-terminal, started in a session of its own as a shell
/// starts a program in a terminal window: on every way out, the terminal's settings are exactly what they
/// were before it started (SPEC §8, terminal hygiene).
///
/// It waits on the terminal's output and on the process, each with a deadline, never by sleeping, and on a
/// thread of its own (`onAThreadOfItsOwn`); a process still running at its deadline is killed, and the
/// test fails.
@Suite("The questions binary on a pseudo-terminal", .serialized, .timeLimit(.minutes(2)))
struct BinaryOnATerminalTests {
    /// A way the program ends.
    enum WayOut: String, CaseIterable, CustomStringConvertible {
        case q, ctrlD, sigterm, sighup, sigsegv, sigbus, sigill, sigtrap, sigabrt, sigfpe, stopAndContinue
        /// q typed into a storm of resizes: a SIGWINCH handler may still be running on another thread
        /// when the session gives the terminal back, and closes the wake pipe it writes to. Guards the
        /// wait for running handlers in `questions_terminal_remove_handlers` (TerminalHygiene.c); under
        /// ThreadSanitizer, CI's last run, the race shows without it.
        case qDuringResizes

        var description: String { rawValue }

        /// The signal sent from outside, if the way out is one.
        var signal: Int32? {
            switch self {
            case .sigterm: SIGTERM
            case .sighup: SIGHUP
            case .sigsegv: SIGSEGV
            case .sigbus: SIGBUS
            case .sigill: SIGILL
            case .sigtrap: SIGTRAP
            case .sigabrt: SIGABRT
            case .sigfpe: SIGFPE
            case .q, .ctrlD, .stopAndContinue, .qDuringResizes: nil
            }
        }
    }

    /// The search path, by which a sanitizer finds the symbolizer that names a report's frames.
    static var searchPath: [String] {
        ProcessInfo.processInfo.environment["PATH"].map { ["PATH=\($0)"] } ?? []
    }

    @Test("gives the terminal back exactly as it was", arguments: WayOut.allCases)
    func givesTheTerminalBack(_ way: WayOut) async throws {
        let binary = try #require(BuiltBinary.questions, "the questions executable beside the tests")
        let pty = try #require(PseudoTerminal())
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("questions-pty-\(UUID())")
        defer {
            pty.close()
            try? FileManager.default.removeItem(at: data)  // try?: a cleanup
        }
        pty.resize(columns: 80, rows: 24)
        let before = pty.settings()

        let process = try #require(
            RunningProgram(
                binary, arguments: ["--ui", "screen", "--pattern", "mvp", "--data-dir", data.path],
                environment: ["TERM=xterm-256color", "SWIFT_BACKTRACE=enable=no", "HOME=\(data.path)"]
                    + BuiltBinary.sanitizerOptions + Self.searchPath,
                on: pty))
        #expect(
            await onAThreadOfItsOwn { process.waitForOutput(containing: "Top questions", on: pty) },
            "the first frame was drawn")
        #expect(pty.settings() != before, "the program took the terminal")

        switch way {
        case .q: pty.type("q")
        case .ctrlD: pty.type("\u{04}")
        case .stopAndContinue:
            kill(process.id, SIGSTOP)
            #expect(await onAThreadOfItsOwn { process.waitUntilStopped() }, "the program stopped")
            kill(process.id, SIGCONT)
            pty.type("q")
        case .qDuringResizes:
            pty.type("q")
            // The process is not reaped until the wait below, so its number is not given to another.
            for _ in 0..<300 { kill(process.id, SIGWINCH) }
        default:
            if let signal = way.signal { kill(process.id, signal) }
        }
        let (ending, lastWritten) = await onAThreadOfItsOwn { process.waitForExit(on: pty) }

        #expect(pty.settings() == before)
        // A sanitizer's report goes to the terminal: the failure quotes it.
        let lastWords = Comment(rawValue: Self.plainText(lastWritten))
        switch way {
        case .q, .ctrlD, .stopAndContinue, .qDuringResizes: #expect(ending == .exited(0), lastWords)
        case .sigterm, .sighup: #expect(ending == .signalled(way.signal ?? 0), lastWords)
        default:
            // A crash ends by its signal, handed on; under a sanitizer, whose handler comes next, by its exit.
            #expect(ending != .stillRunning && ending != .exited(0), "\(ending)")
        }
    }

    /// The last of `bytes` as lines of text, escape sequences and other controls left out.
    static func plainText(_ bytes: [UInt8]) -> String {
        var text = ""
        var inEscape = false
        for scalar in String(decoding: bytes.suffix(6000), as: UTF8.self).unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else if scalar == "\n" || !(scalar.properties.generalCategory == .control) {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}

/// A program started on a pseudo-terminal, and the waits a test needs on it. Each wait blocks its thread.
private struct RunningProgram: Sendable {
    /// How the program ended.
    enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
        case stillRunning
    }

    let id: pid_t
    private static let deadline: Double = 20

    /// Starts `path` with `arguments` and `environment` on `pty`'s terminal; `nil` if it could not start.
    init?(_ path: String, arguments: [String], environment: [String], on pty: PseudoTerminal) {
        guard
            let id = Spawn.onTerminal(
                path: path, arguments: [path] + arguments, environment: environment, screen: pty.screen)
        else { return nil }
        self.id = id
    }

    /// Reads what the program writes until it contains `text`, for up to the deadline.
    func waitForOutput(containing text: String, on pty: PseudoTerminal) -> Bool {
        var written: [UInt8] = []
        let end = Date().addingTimeInterval(Self.deadline)
        while Date() < end {
            written += pty.written(waitingUpTo: 100)
            if String(decoding: written, as: UTF8.self).contains(text) { return true }
        }
        return false
    }

    /// Waits until the program is stopped, for up to the deadline.
    func waitUntilStopped() -> Bool {
        let end = Date().addingTimeInterval(Self.deadline)
        var status: Int32 = 0
        while Date() < end {
            if waitpid(id, &status, WNOHANG | WUNTRACED) == id { return (status & 0xFF) == 0x7F }
            var nothing = pollfd(fd: -1, events: 0, revents: 0)
            _ = poll(&nothing, 0, 20)
        }
        return false
    }

    /// Waits for the program to end, reading what it writes meanwhile; kills it at the deadline. Returns
    /// how it ended and what it wrote on its way out.
    func waitForExit(on pty: PseudoTerminal) -> (Ending, written: [UInt8]) {
        let end = Date().addingTimeInterval(Self.deadline)
        var status: Int32 = 0
        var written: [UInt8] = []
        while Date() < end {
            if waitpid(id, &status, WNOHANG) == id {
                written += pty.written()
                let signal = status & 0x7F
                return (signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal), written)
            }
            written += pty.written(waitingUpTo: 20)
        }
        kill(id, SIGKILL)
        _ = waitpid(id, &status, 0)
        return (.stillRunning, written)
    }
}
