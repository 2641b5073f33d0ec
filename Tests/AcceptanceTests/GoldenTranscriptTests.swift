import Foundation
import Testing

@testable import QuestionsApp

/// Compares key scenarios with transcripts kept in `Golden/`, reviewed by a person when they change.
///
/// To write them anew after an intended change of output, run
/// `UPDATE_GOLDEN=1 swift test --filter GoldenTranscriptTests` and read the diff before committing.
@MainActor
@Suite("Golden transcripts")
struct GoldenTranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Golden")

    /// The text kept in `Golden/NAME.txt`, written first from `text` when `UPDATE_GOLDEN=1`.
    static func golden(_ name: String, updatedTo text: String) throws -> String {
        let file = directory.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return try String(contentsOf: file, encoding: .utf8)
    }

    @Test("match the transcripts kept in Golden/", arguments: Script.golden)
    func matchesGolden(script: Script) async throws {
        let transcript = await Harness.transcript(
            script.lines, pattern: .viper, width: script.width, link: script.link)
        let text = transcript.joined(separator: "\n") + "\n"

        let golden = try Self.golden(script.name, updatedTo: text)
        #expect(text == golden, "the transcript of '\(script.name)' differs from Golden/\(script.name).txt")
    }
}
