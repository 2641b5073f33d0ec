import TerminalTestSupport
import TerminalUI
import Testing
import TextFront

@testable import QuestionsApp

/// The widest width: whatever `--width` or `COLUMNS` says, up to `Int.max`, every screen is laid out
/// for at most 1,000 columns, in bounded time and memory.
///
/// Each run here is limited in time, not timed: before the bound, `Int.max`
/// aborted on an allocation of exabytes and 10^8 ran for minutes, padding
/// each of the list's columns to a quarter of the width. The limit leaves
/// room for the thread sanitizer, under which every pattern's transcripts
/// take tens of seconds.
@MainActor
@Suite("The widest width", .timeLimit(.minutes(2)))
struct WidestWidthTests {
    /// A list in columns, its next page, a question, its asker's page, help and an error.
    static let script = ["more", "open 3", "user", "back", "back", "help", "open 99", "tag git", "2"]

    /// Each pattern's transcript of `script` at 1,000 columns, made once for every width compared to it.
    private static var atWidest: [AppOptions.Pattern: [String]] = [:]

    private static func transcriptAtWidest(_ pattern: AppOptions.Pattern) async -> [String] {
        if let made = atWidest[pattern] { return made }
        let made = await Harness.transcript(script, pattern: pattern, widthSource: .fixed(1_000))
        atWidest[pattern] = made
        return made
    }

    /// The widths from outside, past the widest.
    nonisolated static let widths = [Int.max, Int.max / 4, 100_000_000, 1_000_000]

    /// The width the app takes from `arguments` and `environment`, as `questions` does at start, with the
    /// list's columns.
    private func launch(_ arguments: [String], environment: [String: String]) throws -> (
        WidthSource, ListColumns
    ) {
        guard case .run(let options) = try OptionParser().parse(arguments) else {
            Issue.record("\(arguments) did not ask for a run")
            return (.fixed(80), .automatic)
        }
        let source = TerminalInfo.widthSource(option: options.width, environment: environment, terminal: nil)
        try OptionParser().checkColumns(options, atWidth: source.currentWidth())
        return (source, options.columns)
    }

    /// Guards `TerminalInfo.supported(_:)`, through which every width reaches the views.
    @Test(
        "draws every screen at a width past 1,000 as at 1,000, from --width, in every pattern",
        arguments: widths)
    func fromTheOption(width: Int) async throws {
        let (source, columns) = try launch(["--width", "\(width)"], environment: ["COLUMNS": "120"])
        for pattern in AppOptions.Pattern.allCases {
            let atWidest = await Self.transcriptAtWidest(pattern)
            let transcript = await Harness.transcript(
                Self.script, pattern: pattern, widthSource: source, columns: columns)

            #expect(transcript == atWidest, "\(pattern.rawValue) at --width \(width)")
            #expect(transcript.allSatisfy { DisplayWidth.of($0) <= 1_000 })
        }
    }

    @Test("draws every screen at a COLUMNS past 1,000 as at 1,000, in every pattern", arguments: widths)
    func fromTheEnvironment(width: Int) async throws {
        let (source, columns) = try launch([], environment: ["COLUMNS": "\(width)"])
        for pattern in AppOptions.Pattern.allCases {
            let atWidest = await Self.transcriptAtWidest(pattern)
            let transcript = await Harness.transcript(
                Self.script, pattern: pattern, widthSource: source, columns: columns)

            #expect(transcript == atWidest, "\(pattern.rawValue) at COLUMNS=\(width)")
        }
    }

    @Test(
        "lays the list out in every column count asked for at Int.max columns",
        arguments: ["1", "2", "3", "4"])
    func everyColumnCount(count: String) async throws {
        let (source, columns) = try launch(["--width", "\(Int.max)", "--columns", count], environment: [:])
        let transcript = await Harness.transcript(
            Self.script, pattern: .mvc, widthSource: source, columns: columns)
        let atWidest = await Harness.transcript(
            Self.script, pattern: .mvc, widthSource: .fixed(1_000), columns: columns)

        #expect(transcript == atWidest)
        #expect(transcript.contains { $0.hasPrefix("  1. ") })
        #expect(transcript.allSatisfy { DisplayWidth.of($0) <= 1_000 })
    }
}
