import Foundation
import Testing

@testable import QuestionsApp

/// Trace mode (spec section 5): one line on stderr per call across a layer boundary, stdout untouched.
@MainActor
@Suite("Trace mode")
struct TraceTests {
    /// The commands the golden traces follow: a question opened and left, a page added, page 1 again.
    static let goldenScript = ["open 3", "back", "more", "refresh"]

    @Test(
        "leaves standard output byte-identical, in every pattern",
        arguments: Script.all.flatMap { script in AppOptions.Pattern.allCases.map { (script, $0) } })
    func stdoutIsUntouched(script: Script, pattern: AppOptions.Pattern) async {
        let plain = await Harness.transcript(
            script.lines, pattern: pattern, width: script.width, link: script.link)
        let traced = await Harness.traced(
            script.lines, pattern: pattern, width: script.width, link: script.link)

        #expect(traced.transcript == plain)
        #expect(!traced.trace.isEmpty)
    }

    @Test(
        "matches the golden trace of open 3, back, more and refresh", arguments: AppOptions.Pattern.allCases)
    func matchesGolden(pattern: AppOptions.Pattern) async throws {
        let trace = await Harness.traced(Self.goldenScript, pattern: pattern).trace
        let text = trace.joined(separator: "\n") + "\n"

        let golden = try GoldenTranscriptTests.golden("trace-\(pattern.rawValue)", updatedTo: text)
        #expect(
            text == golden,
            "the trace of \(pattern.rawValue) differs from Golden/trace-\(pattern.rawValue).txt")
    }

    /// Guards the seams every shape keeps for `--trace`: a refactor that folds one away would leave the
    /// golden traces matching themselves, regenerated, while the trace stopped showing a role.
    @Test(
        "shows who takes the command, who calls the service and the database, and who pushes and pops",
        arguments: AppOptions.Pattern.allCases)
    func showsTheRoles(pattern: AppOptions.Pattern) async {
        let trace = await Harness.traced(Self.goldenScript, pattern: pattern).trace
        func shows(_ arrow: String) -> Bool { trace.contains { $0.contains(arrow) } }

        #expect(shows("respond(to: open 3)"), "no screen is seen taking the command")
        #expect(shows("→ service"), "no call to the web service is seen")
        #expect(shows("→ database"), "no call to the database is seen")
        #expect(shows("→ host         push"), "no push is seen")
        #expect(shows("→ host         pop"), "no pop is seen")
        if pattern == .model2 {
            #expect(shows("front controller → action"), "the front controller is not seen choosing an action")
            #expect(shows("action      → template"), "no template is seen rendering an action's response")
        }
    }

    /// The commands the golden traces of the user's page follow: a question, its asker's page, a question
    /// of theirs on top, and `list` from there, three screens deep.
    static let userScript = ["open 3", "user", "open 1", "list"]

    @Test(
        "matches the golden trace of open 3, user, open 1 and list", arguments: AppOptions.Pattern.allCases)
    func matchesGoldenUser(pattern: AppOptions.Pattern) async throws {
        let trace = await Harness.traced(Self.userScript, pattern: pattern).trace
        let text = trace.joined(separator: "\n") + "\n"

        let golden = try GoldenTranscriptTests.golden("trace-user-\(pattern.rawValue)", updatedTo: text)
        #expect(
            text == golden,
            "the trace of \(pattern.rawValue) differs from Golden/trace-user-\(pattern.rawValue).txt")
    }

    /// The golden traces of a start from a link to an answer: the composition root asks which question
    /// holds the answer, each pattern builds the list and the question on top in its own way, and `back`
    /// shows the list, which loads only then.
    static let saveScript = ["save 2", "open 2", "unsave", "back", "saved"]

    /// A save crossing the layers, each pattern in its own idiom, with the database a seam like the
    /// service: the list beneath learns of the unsave with no call at all.
    @Test(
        "matches the golden trace of save 2, open 2, unsave, back and saved",
        arguments: AppOptions.Pattern.allCases)
    func matchesGoldenSave(pattern: AppOptions.Pattern) async throws {
        let trace = await Harness.traced(Self.saveScript, pattern: pattern).trace
        let text = trace.joined(separator: "\n") + "\n"

        let golden = try GoldenTranscriptTests.golden("trace-save-\(pattern.rawValue)", updatedTo: text)
        #expect(
            text == golden,
            "the trace of \(pattern.rawValue) differs from Golden/trace-save-\(pattern.rawValue).txt")
    }

    @Test(
        "matches the golden trace of a start from a link to an answer, then back",
        arguments: AppOptions.Pattern.allCases)
    func matchesGoldenLinkStart(pattern: AppOptions.Pattern) async throws {
        let trace = await Harness.traced(
            ["back"], pattern: pattern, link: "https://stackoverflow.com/a/97100258"
        )
        .trace
        let text = trace.joined(separator: "\n") + "\n"

        let golden = try GoldenTranscriptTests.golden("trace-link-\(pattern.rawValue)", updatedTo: text)
        #expect(
            text == golden,
            "the trace of \(pattern.rawValue) differs from Golden/trace-link-\(pattern.rawValue).txt")
    }

    @Test("takes a different road through the layers in each pattern for the same command")
    func differentRoads() async {
        var roads: [[String]] = []
        for pattern in AppOptions.Pattern.allCases {
            roads.append(await Harness.traced(["more"], pattern: pattern).trace.map(Self.crossing))
        }

        #expect(roads[0].contains("controller → service"))
        #expect(roads[1].contains("presenter → service"))
        #expect(roads[2].contains("view model → service"))
        #expect(roads[3].contains("interactor → service"))
        #expect(roads[3].contains("presenter → interactor"))
        #expect(roads[4].contains("store → reducer"))
        #expect(roads[4].contains("effect → service"))
        #expect(Set(roads.map { $0.joined() }).count == AppOptions.Pattern.allCases.count)
    }

    @Test("writes only printable text, and nothing from the data", arguments: AppOptions.Pattern.allCases)
    func printable(pattern: AppOptions.Pattern) async {
        let trace = await Harness.traced(["tag sw\u{1B}[31mift", "open 1", "back"], pattern: pattern).trace

        #expect(!trace.isEmpty)
        #expect(
            !trace.contains { line in
                line.unicodeScalars.contains { $0.properties.generalCategory == .control }
            })
        // A question title from the data set never shows in the trace: only counts and ids do.
        #expect(!trace.contains { $0.contains("index") || $0.contains("JSON") })
    }

    /// "view → presenter" from a trace line: the caller and callee columns, without indentation or padding.
    private static func crossing(_ line: String) -> String {
        let afterPattern = line.dropFirst("trace  viper  ".count).drop { $0 == " " }
        let caller = afterPattern.prefix(11).trimmingCharacters(in: .whitespaces)
        let rest = afterPattern.dropFirst(12)
        let arrow = rest.prefix(1)
        let callee = rest.dropFirst(2).prefix(12).trimmingCharacters(in: .whitespaces)
        return "\(caller) \(arrow) \(callee)"
    }
}
