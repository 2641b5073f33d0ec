import Entities
import Foundation
import Interactors
import PseudoTerminalSupport
import ScreenFront
import ScreenTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import QuestionsApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `questions --ui screen` in tmux, a terminal emulator of its own, against the virtual terminal
/// every frame test trusts: after each key, and after a resize, the pane shows what the virtual terminal
/// reads from the same app built in process by the composition root, on the same offline data (SPEC §8).
///
/// tmux runs a server of its own (`-L`, `-f /dev/null`, no escape delay, a size set by hand); the app is
/// started from a shell in the pane, and keys go in as text. Each step polls the pane until it matches,
/// up to a deadline, never by sleeping. Where tmux is missing the suite does not run (CI installs it).
@Suite(
    "The app in tmux, frame by frame against the virtual terminal",
    .enabled(if: Tmux.path != nil, "tmux is not installed"), .serialized, .timeLimit(.minutes(2)))
@MainActor
struct RealTerminalTests {
    /// The same app in process: the composition root's screens over the offline data, on a virtual
    /// terminal of the pane's size.
    @MainActor
    final class InProcess {
        let loads = LoadTracker()
        let stack = ScreenStack()
        let terminal = RecordingTerminal(columns: 80, rows: 24)
        let session: ScreenSession
        private let owners: [AnyObject]

        init(_ pattern: AppOptions.Pattern) {
            let source = DataSource.offline(pattern: pattern, width: 80)
            let application = ScreenApplication(
                pattern: pattern, query: AppOptions().query, service: source.service, now: source.now,
                usesColor: false, tracer: nil, saves: .success(InMemorySavedQuestions()), loads: loads)
            owners =
                application.start(
                    on: stack,
                    environment: ScreenEnvironment(palette: ScreenPalette(isColored: false), loads: loads),
                    saves: .inMemory()
                ).owners
            session = ScreenSession(
                screens: stack, palette: ScreenPalette(isColored: false), terminal: terminal, loads: loads)
        }

        /// The lines the virtual terminal shows, trailing blanks and blank lines at the end dropped.
        var lines: [[Unicode.Scalar]] { Tmux.trimmed(terminal.lines) }
    }

    @Test("shows in tmux, after every key and a resize, what the virtual terminal shows")
    func sameFrames() async throws {
        let binary = try #require(BuiltBinary.questions, "the questions executable beside the tests")
        let pattern = AppOptions().pattern
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("questions-tmux-\(UUID())")
        let tmux = Tmux(socket: "questions-test-\(getpid())-\(UUID().uuidString.prefix(8))")
        defer {
            // However the test ends, its tmux server and the app in it go.
            _ = Tmux.runHere(["kill-server"], socket: tmux.socket, capturing: false)
            try? FileManager.default.removeItem(at: work)  // try?: a cleanup
        }
        let environment =
            [
                "PATH=\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")", "HOME=\(work.path)",
                "TERM=xterm-256color", "SWIFT_BACKTRACE=enable=no",
            ] + BuiltBinary.sanitizerOptions
        await tmux.run([
            "new-session", "-d", "-s", "app", "-x", "80", "-y", "24",
            "env -i \(environment.joined(separator: " ")) sh",
        ])
        await tmux.run(["set-option", "-g", "escape-time", "0"])
        await tmux.run(["set-option", "-g", "window-size", "manual"])
        let app = InProcess(pattern)
        app.session.start()
        await app.loads.waitUntilIdleOrFail()

        await tmux.type(
            "\(binary) --ui screen --pattern \(pattern.rawValue) --data-dir \(work.path)/data; echo ended $?")
        await tmux.run(["send-keys", "-t", "app", "Enter"])
        #expect(await tmux.waitForPane(toShow: app.lines), "the first frame")

        for key: Key in [.character("j"), .character("j"), .enter, .character("j")] {
            switch key {
            case .enter: await tmux.run(["send-keys", "-t", "app", "Enter"])
            case .character(let character): await tmux.type(String(character))
            default: Issue.record("no key of this kind is sent")
            }
            _ = app.session.handle(.keys([key]))
            await app.loads.waitUntilIdleOrFail()
            #expect(await tmux.waitForPane(toShow: app.lines), "after \(key)")
        }

        await tmux.run(["resize-window", "-t", "app", "-x", "120", "-y", "40"])
        app.terminal.columns = 120
        app.terminal.rows = 40
        _ = app.session.handle(.resized)
        #expect(await tmux.waitForPane(toShow: app.lines), "after the resize to 120 × 40")

        await tmux.type("b")
        _ = app.session.handle(.keys([.character("b")]))
        await app.loads.waitUntilIdleOrFail()
        #expect(await tmux.waitForPane(toShow: app.lines), "back on the list at 120 × 40")

        await tmux.type("q")
        let ended = await tmux.waitForPane { $0.contains { $0.starts(with: "ended 0".unicodeScalars) } }
        #expect(ended, "q ended the app with status 0")
    }
}

/// A tmux server of the test's own, driven through its command line.
@MainActor
struct Tmux {
    /// The tmux executable on the search path, if any.
    nonisolated static let path: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":").map { "\($0)/tmux" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    nonisolated let socket: String

    /// Runs tmux with `arguments` on this server; returns what it printed when `capturing`. Only a command
    /// that leaves no server behind may capture: the server tmux starts would hold the pipe open.
    @discardableResult
    func run(_ arguments: [String], capturing: Bool = false) async -> String {
        let socket = socket
        let outcome = await onAThreadOfItsOwn {
            Self.runHere(arguments, socket: socket, capturing: capturing)
        }
        guard let output = outcome else {
            Issue.record("tmux did not start: \(arguments.first ?? "")")
            return ""
        }
        return output
    }

    /// Runs tmux with `arguments` and waits for it, its output read when `capturing`; `nil` if tmux did not
    /// start. Spawned as a daemon's parent should be (`Spawn.detached`): the server a first
    /// command leaves behind must hold none of the test's descriptors (one of them is the pipe `swift test`
    /// reads to its end) and block no signal. It blocks its thread: `run` calls it on a thread of its own.
    nonisolated static func runHere(_ arguments: [String], socket: String, capturing: Bool) -> String? {
        guard let path else { return nil }
        var ends: [Int32] = [-1, -1]
        if capturing {
            guard pipe(&ends) == 0 else { return nil }
        }
        let id = Spawn.detached(
            path: path, arguments: [path, "-L", socket, "-f", "/dev/null"] + arguments,
            environment: ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }, output: ends[1])
        if capturing { close(ends[1]) }
        defer {
            if capturing { close(ends[0]) }
        }
        guard let id else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while capturing {
            let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            output += buffer.prefix(count)
        }
        var status: Int32 = 0
        _ = waitpid(id, &status, 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// Sends `text` to the pane as typed text.
    func type(_ text: String) async {
        await run(["send-keys", "-t", "app", "-l", text])
    }

    /// Polls the pane until its lines are `lines`, compared by Unicode scalars, for up to 20 seconds;
    /// records what it showed if not.
    func waitForPane(toShow lines: [[Unicode.Scalar]]) async -> Bool {
        let shown = await waitForPane { Self.trimmed($0.map(String.init)) == lines }
        if !shown {
            let expected = lines.map { String(String.UnicodeScalarView($0)) }
            let pane = await capture()
            Issue.record(
                "expected:\n\(expected.joined(separator: "\n"))\nthe pane:\n\(pane.joined(separator: "\n"))")
        }
        return shown
    }

    /// Polls the pane until `matches` holds for its lines, for up to 20 seconds.
    func waitForPane(until matches: ([String.UnicodeScalarView]) -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if matches(await capture().map(\.unicodeScalars)) { return true }
        }
        return false
    }

    private func capture() async -> [String] {
        await run(["capture-pane", "-p", "-t", "app"], capturing: true)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// `lines` as Unicode scalars, without trailing blanks, and without the blank lines at the end.
    nonisolated static func trimmed(_ lines: [String]) -> [[Unicode.Scalar]] {
        var lines = lines.map { Array($0.unicodeScalars.reversed().drop { $0 == " " }.reversed()) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
