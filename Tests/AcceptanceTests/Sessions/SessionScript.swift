import Foundation

/// A session as a finding is written down: the lines typed, as a plain command script, and beside it
/// what else happened and after which typed line.
///
/// The script (`NAME.commands`) is what the user typed, one line each, as
/// `questions < NAME.commands` would read it. The answers file
/// (`NAME.answers`) holds every other step in order, each after the number
/// of lines typed before it:
///
///     after 0: !answer 1
///     after 1: !answer 2 http 503
///     after 1: !ctrl-c
///
/// `SessionReplayTests` replays every pair in `Tests/AcceptanceTests/Sessions/Findings`.
struct SessionScript: Equatable {
    /// Where the sessions kept as tests are: `NAME.commands` and `NAME.answers`.
    static let findings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Findings", isDirectory: true)

    /// The names of the sessions kept in `findings`, sorted. It throws when the folder cannot be read, so
    /// that the replay test given them fails with the error rather than replay no session.
    static func findingNames() throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: findings.path)
        return files.filter { $0.hasSuffix(".commands") }.map { String($0.dropLast(".commands".count)) }
            .sorted()
    }

    /// The session kept in `findings` as `name`; a missing answers file is an empty one.
    init(named name: String) throws {
        commands = try Self.text(of: Self.findings.appendingPathComponent(name + ".commands"))
        let answersFile = Self.findings.appendingPathComponent(name + ".answers")
        answers =
            try FileManager.default.fileExists(atPath: answersFile.path) ? Self.text(of: answersFile) : ""
    }

    /// The text of the file at `url`. An empty file is not read: Foundation's reading of one leaks the
    /// buffer it allocates, which LeakSanitizer reports.
    static func text(of url: URL) throws -> String {
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
        guard size != 0 else { return "" }
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    var commands: String
    var answers: String

    /// The two files of `steps`.
    init(_ steps: [SessionStep]) {
        var typed: [String] = []
        var others: [String] = []
        for step in steps {
            if case .type(let line) = step {
                typed.append(line)
            } else {
                others.append("after \(typed.count): \(step.line)")
            }
        }
        commands = typed.map { $0 + "\n" }.joined()
        answers = others.map { $0 + "\n" }.joined()
    }

    /// The script and answers files as they were read.
    init(commands: String, answers: String) {
        self.commands = commands
        self.answers = answers
    }

    /// Why a line of the answers file cannot be read.
    struct Unreadable: Error, CustomStringConvertible {
        let line: String
        var description: String { "not an answers line (after N: !event): \(line.debugDescription)" }
    }

    /// The session the two files write, in order.
    func steps() throws(Unreadable) -> [SessionStep] {
        var typed = commands.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if typed.last == "" { typed.removeLast() }
        var steps: [SessionStep] = []
        var typedSoFar = 0
        for line in answers.split(separator: "\n") {
            guard line.hasPrefix("after "), let colon = line.firstIndex(of: ":"),
                let after = Int(line[line.index(line.startIndex, offsetBy: 6)..<colon]), after >= typedSoFar,
                after <= typed.count
            else { throw Unreadable(line: String(line)) }
            let event = SessionStep.step(of: line[line.index(after: colon)...].drop { $0 == " " })
            if case .type = event { throw Unreadable(line: String(line)) }
            steps += typed[typedSoFar..<after].map(SessionStep.type)
            typedSoFar = after
            steps.append(event)
        }
        return steps + typed[typedSoFar...].map(SessionStep.type)
    }
}

/// Makes a failing session shorter while it still fails the same way: whole runs of steps are
/// dropped, halves first, then smaller ones, down to single steps, until no step can go; then, in a
/// short session, each pair of steps, which may only go together (a `saved` and the `back` that
/// leaves it), and the runs again after a pair went.
enum SessionShrinker {
    /// The longest session whose pairs of steps are tried: up to 120 runs.
    static let pairsUpTo = 16

    /// The shortest session found from `steps` for which `fails` still holds.
    @MainActor
    static func shrink(_ steps: [SessionStep], fails: ([SessionStep]) async -> Bool) async -> [SessionStep] {
        var steps = await droppingRuns(steps, fails: fails)
        while steps.count <= pairsUpTo, let shorter = await droppingAPair(steps, fails: fails) {
            steps = await droppingRuns(shorter, fails: fails)
        }
        return steps
    }

    /// `steps` less every run of steps whose removal still fails, halves first, then down to single steps.
    @MainActor
    private static func droppingRuns(_ steps: [SessionStep], fails: ([SessionStep]) async -> Bool) async
        -> [SessionStep]
    {
        var steps = steps
        var chunk = max(1, steps.count / 2)
        while true {
            var start = 0
            var dropped = false
            while start < steps.count {
                var shorter = steps
                shorter.removeSubrange(start..<min(start + chunk, steps.count))
                if await fails(shorter) {
                    steps = shorter
                    dropped = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !dropped { return steps }
            chunk = dropped ? chunk : max(1, chunk / 2)
        }
    }

    /// `steps` less the first pair of steps whose removal still fails; nil when there is none.
    @MainActor
    private static func droppingAPair(_ steps: [SessionStep], fails: ([SessionStep]) async -> Bool) async
        -> [SessionStep]?
    {
        for first in steps.indices {
            for second in steps.indices where second > first {
                var shorter = steps
                shorter.remove(at: second)
                shorter.remove(at: first)
                if await fails(shorter) { return shorter }
            }
        }
        return nil
    }
}
