import Foundation
import PseudoTerminalSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calls across a layer boundary that `j` makes on the screen front's list, from `--trace-file`: the
/// built `questions` started on a pseudo-terminal of 80 × 24 columns, as a shell starts it in a terminal
/// window, on the offline data with an empty folder of saves; its first page drawn, then `j`, then `q`.
///
/// The screen front owns its terminal, so its trace goes to a file; what the key made is the lines the
/// file gains after it. A step is over when the file has stopped growing for a second: the offline data
/// answers at once, so a second is far longer than any step, and the tool is not a test.
enum ScreenKeyTrace {
    /// The calls `j` made in `pattern`, or nil when the program could not be run on a terminal.
    static func calls(questions: URL, pattern: String) -> Int? {
        guard let pty = PseudoTerminal() else { return nil }
        defer { pty.close() }
        pty.resize(columns: 80, rows: 24)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "compare-patterns-screen-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
        else { return nil }
        // try?: a folder left in the temporary directory harms nothing
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.txt")

        let arguments = [
            questions.path, "--ui", "screen", "--pattern", pattern, "--source", "offline",
            "--data-dir", folder.appendingPathComponent("saves").path, "--trace-file", trace.path,
        ]
        let environment = ["TERM=xterm-256color", "NO_COLOR=1", "HOME=\(folder.path)", "LANG=C.UTF-8"]
        guard
            let id = Spawn.onTerminal(
                path: questions.path, arguments: arguments, environment: environment, screen: pty.screen)
        else { return nil }
        defer {
            var status: Int32 = 0
            if waitpid(id, &status, WNOHANG) != id {
                kill(id, SIGKILL)
                _ = waitpid(id, &status, 0)
            }
        }

        guard let before = settledLines(of: trace, draining: pty) else { return nil }
        pty.type("j")
        guard let after = settledLines(of: trace, draining: pty), after.count > before.count else {
            return nil
        }
        pty.type("q")
        return after.dropFirst(before.count).filter { $0.contains(" → ") }.count
    }

    /// The trace file's lines once it has held some and stopped growing for a second, reading what the
    /// program writes meanwhile so that it never waits on a full terminal; nil after twenty seconds.
    private static func settledLines(of trace: URL, draining pty: PseudoTerminal) -> [String]? {
        let end = Date().addingTimeInterval(20)
        var last: [String] = []
        var stableSince = Date()
        while Date() < end {
            _ = pty.written(waitingUpTo: 100)
            let text = (try? String(contentsOf: trace, encoding: .utf8)) ?? ""  // try?: not written yet
            let lines = text.split(separator: "\n").map(String.init)
            if lines != last {
                last = lines
                stableSince = Date()
            } else if !lines.isEmpty && Date().timeIntervalSince(stableSince) >= 1 {
                return lines
            }
        }
        return nil
    }
}
