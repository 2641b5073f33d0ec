import Entities
import Foundation
import TestSupport
import Testing
import WebService

@Suite(
    "A real captured API response",
    .enabled(if: SharedFixtures.isPresent, "needs ../shared/fixtures/stackexchange beside the clone"))
struct RealResponseTests {
    private func load() throws -> QuestionPage {
        try StackExchangeDecoder().questionPage(from: Data(contentsOf: SharedFixtures.emacsFrontPage))
    }

    @Test("decodes all thirty questions of the emacs front page")
    func decodesEveryQuestion() throws {
        let page = try load()

        #expect(page.questions.count == 30)
        #expect(page.questions.allSatisfy { !$0.title.isEmpty && $0.body != nil })
    }

    @Test("decodes the entity-encoded titles once")
    func decodesTitles() throws {
        let titles = try load().questions.map(\.title)

        #expect(!titles.contains { $0.contains("&quot;") || $0.contains("&#39;") })
        #expect(titles.contains { $0.contains("\"") || $0.contains("'") })
    }

    @Test("reads questions with and without an accepted answer")
    func readsAcceptedAnswers() throws {
        let questions = try load().questions

        #expect(questions.filter(\.hasAcceptedAnswer).count == 9)
    }
}
