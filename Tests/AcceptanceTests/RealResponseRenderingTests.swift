import Entities
import Foundation
import Presenters
import TerminalTestSupport
import TerminalUI
import TestSupport
import Testing
import TextFront
import WebService

@testable import QuestionsApp

/// The real captured API response (see ../shared/fixtures), decoded and drawn as the app would.
@MainActor
@Suite(
    "A real API response, rendered",
    .enabled(if: SharedFixtures.isPresent, "needs ../shared/fixtures/stackexchange beside the clone"))
struct RealResponseRenderingTests {
    @Test("draws the front page and every question with its answers within the width, with nothing raw left")
    func rendersEverything() throws {
        let data = try Data(contentsOf: SharedFixtures.emacsFrontPage)
        let decoder = StackExchangeDecoder()
        let page = try decoder.questionPage(from: data)
        let console = RecordingConsole()
        let environment = ViewEnvironment(
            console: console, width: 60, styler: Styler(isEnabled: false), layoutCache: LayoutCache(),
            announcesLoading: false)
        var list = QuestionList(query: QuestionQuery(site: "emacs"))
        list.replace(with: page, for: list.query)
        TerminalListView(environment: environment).show(
            QuestionListFormatter(now: { Fixtures.now }).display(of: list))
        let formatter = QuestionScreenFormatter(now: { Fixtures.now })
        var codeLines = Set<String>()
        var answerCount = 0

        for (question, answersJSON) in zip(page.questions, try RealResponse.answerDocuments(in: data)) {
            let answers = try decoder.answers(from: answersJSON).inReadingOrder()
            answerCount += answers.count
            let screen = formatter.screen(for: question, answers: answers)
            codeLines.formUnion(DataSetCode.codeLines(in: screen.body + screen.answers.flatMap(\.body)))
            TerminalQuestionView(environment: environment).show(screen)
        }

        let text = console.lines.joined(separator: "\n")
        #expect(page.questions.count == 30)
        #expect(answerCount == 40)
        #expect(page.questions.contains { $0.title == "Babel doesn't wrap results in verbatim" })
        #expect(!codeLines.isEmpty)
        for raw in ["<p>", "<pre>", "<code>", "</a>", "&quot;", "&#39;", "&amp;", "&lt;"] {
            #expect(!text.contains(raw), "\(raw) reached the screen")
        }
        #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        let tooWide = console.lines.filter { line in
            DisplayWidth.of(line) > 60 && !codeLines.contains { Self.line(line, endsWith: $0) }
                && !Self.isUnbreakableURL(line)
        }
        #expect(tooWide.isEmpty)
    }

    /// A line that is too wide only because of one URL word, which the wrapper never breaks. Words
    /// are found by scalars, as the wrapper finds them: a cluster can hold a space.
    private static func isUnbreakableURL(_ line: String) -> Bool {
        line.unicodeScalars.split(separator: " ").map(Substring.init).contains {
            $0.contains("://") && DisplayWidth.of($0) > 60 / 2
        }
    }

    /// Whether `line` ends with `suffix`, scalar for scalar.
    private static func line(_ line: String, endsWith suffix: String) -> Bool {
        line.unicodeScalars.reversed().starts(with: suffix.unicodeScalars.reversed())
    }
}

/// The real API response of `SharedFixtures`, with its inlined answers taken apart.
enum RealResponse {
    /// Each question's `answers` (this capture used a filter that inlines them), as an answers response body.
    static func answerDocuments(in data: Data) throws -> [Data] {
        let wrapper = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let items = wrapper?["items"] as? [[String: Any]] ?? []
        return try items.map { item in
            try JSONSerialization.data(withJSONObject: ["items": item["answers"] as? [[String: Any]] ?? []])
        }
    }
}
