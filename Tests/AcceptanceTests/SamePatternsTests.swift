import TerminalTestSupport
import TerminalUI
import Testing
import TextFront

@testable import QuestionsApp

@MainActor
@Suite("The patterns")
struct SamePatternsTests {
    @Test("give byte-identical transcripts after the banner", arguments: Script.all + Script.atWidth200)
    func identicalTranscripts(script: Script) async {
        let mvc = await Harness.transcript(
            script.lines, pattern: .mvc, width: script.width, link: script.link)
        #expect(mvc.count > 1)
        for pattern in AppOptions.Pattern.allCases where pattern != .mvc {
            let transcript = await Harness.transcript(
                script.lines, pattern: pattern, width: script.width, link: script.link)
            #expect(transcript.dropFirst() == mvc.dropFirst(), "\(pattern.rawValue) differs from MVC")
        }
    }

    /// The names readers know the shapes by, written out here rather than read from the code under test;
    /// a shape added to `AppOptions.Pattern` and not named here fails the banner's test.
    static let bannerNames: [AppOptions.Pattern: String] = [
        .mvc: "MVC", .mvp: "MVP", .mvvm: "MVVM", .viper: "VIPER", .redux: "Redux",
        .smalltalk: "Smalltalk MVC",
        .model2: "Model 2",
    ]

    @Test("name their pattern and the capture time in the banner", arguments: AppOptions.Pattern.allCases)
    func banner(pattern: AppOptions.Pattern) async throws {
        let name = try #require(Self.bannerNames[pattern], "no banner name written for \(pattern)")
        let transcript = await Harness.transcript([], pattern: pattern)

        #expect(transcript.first == "Questions · \(name) · offline data captured 2026-11-20 14:00 UTC")
    }

    @Test(
        "never write a line wider than the width, but for code and URLs",
        arguments: Script.all + Script.atWidth200)
    func widths(script: Script) async {
        let transcript = await Harness.transcript(
            script.lines, pattern: .viper, width: script.width, link: script.link)

        // Only a code line of the data, or a line with a URL (never broken), may run past the width.
        let tooWide = transcript.dropFirst().filter { line in
            DisplayWidth.of(line) > script.width && !line.contains("://") && !DataSetCode.isCode(line)
        }
        #expect(tooWide.isEmpty)
    }

    @Test("never write a control character from the data", arguments: Script.all)
    func noControlCharacters(script: Script) async {
        let transcript = await Harness.transcript(
            script.lines, pattern: .mvc, width: script.width, link: script.link)

        let unsafe = transcript.filter { line in
            line.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
        #expect(unsafe.isEmpty)
    }
}
