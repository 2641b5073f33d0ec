/// One pattern's reading path as its article (`docs/Questions.docc/<article>.md`) embeds it, between two
/// marker lines: the files a reader opens to follow one command through the pattern, in the order the
/// command reaches them, then the pattern's own files the command does not need, then its tests.
///
/// How the path is made: the command is run with `--trace`, and each call the trace shows is found in
/// the code by its name and labels (``ReadingPath``); a trace sees only the seams, so each file of the
/// pattern's own then brings the files it mentions, and the notes of `docs/reading-notes.tsv`, kept by
/// hand, add the core files a trace cannot see and say why each other file is off the path. Like the
/// comparison page, the block holds nothing that changes from run to run, so CI compares it with the
/// committed article.
public struct ReadingPathBlock: Sendable {
    /// The line above the block.
    public static let begins = "<!-- compare-patterns: reading path begins -->"
    /// The line below the block.
    public static let ends = "<!-- compare-patterns: reading path ends -->"

    /// A test file of the pattern's own, and the title of its first suite, when it has one.
    public struct TestFile: Equatable, Sendable {
        /// The path from the package's root.
        public let path: String
        /// The first `@Suite("…")` title of the file.
        public let suite: String?

        /// The test file at `path`, holding `text`.
        public init(path: String, text: String) {
            self.path = path
            suite = text.firstMatch(of: /@Suite\(\s*"([^"]+)"/).map { String($0.output.1) }
        }
    }

    /// The command followed.
    public let command: String
    /// The pattern's path, with its notes.
    public let path: ReadingPath
    /// The pattern's own test files, in path order.
    public let tests: [TestFile]

    /// The block of `path`, following `command`, listing `tests`.
    public init(command: String, path: ReadingPath, tests: [TestFile]) {
        self.command = command
        self.path = path
        self.tests = tests.sorted { $0.path < $1.path }
    }

    /// The lines between the markers, in Markdown that reads the same in DocC and on GitHub.
    public var markdown: String {
        let name = path.pattern.folderName
        let step = Dictionary(uniqueKeysWithValues: path.stops.enumerated().map { ($1.path, $0 + 1) })
        var lines = [
            "<!-- Written by `swift run compare-patterns`; CI fails when it is not what the tool writes. -->",
            "",
            "`\(command)`, run with `--trace`, passes through \(path.stops.count) files, numbered below in the"
                + " order it reaches them: \(path.own.count) of \(name)'s own, then \(path.shared.count) shared"
                + " by every shape.",
            "",
        ]
        lines += path.own.map { stop in
            "- \(step[stop.path] ?? 0). `\(stop.path)`: \(stop.purpose)\(Self.core(stop.reason))"
        }
        lines += [
            "",
            "Shared: "
                + path.shared.map { "\(step[$0.path] ?? 0). `\($0.path)`" }.joined(separator: "; ") + ".",
        ]
        if !path.offPath.isEmpty {
            lines += ["", "\(name)'s own files that `\(command)` does not need:", ""]
            lines += path.offPath.map { "- `\($0.path)`: \($0.why)" }
        }
        if !tests.isEmpty {
            lines += [
                "",
                "\(name)'s tests: "
                    + tests.map { test in "`\(test.path)`" + (test.suite.map { " (\($0))" } ?? "") }
                    .joined(separator: "; ") + ".",
            ]
        }
        return lines.joined(separator: "\n")
    }

    /// ` (from the notes: why)` for a core file, or nothing for a file the trace put on the path.
    private static func core(_ reason: ReadingPath.Stop.Reason) -> String {
        if case .core(let why) = reason { " (on the path from the notes: \(why))" } else { "" }
    }

    /// `article` with the text between its markers replaced by `block`; nil when `article` does not have
    /// both markers, in order, each on a line of its own.
    public static func embedding(_ block: String, in article: String) -> String? {
        guard let start = article.range(of: "\n" + begins + "\n"),
            let end = article.range(
                of: "\n" + ends, range: article.index(before: start.upperBound)..<article.endIndex),
            article[end.upperBound...].first.map({ $0 == "\n" }) ?? true
        else { return nil }
        return String(article[..<start.lowerBound]) + "\n" + begins + "\n" + block
            + String(article[end.lowerBound...])
    }

}
