import Entities
import TestSupport
import Testing

@Suite("Entity rules")
struct QuestionRulesTests {
    @Test("appends a page, leaving out questions already listed")
    func appendsWithoutDuplicates() {
        let listed = [Fixtures.question(id: 1), Fixtures.question(id: 2)]
        let page = [Fixtures.question(id: 2), Fixtures.question(id: 3)]

        let merged = listed.appending(page: page)

        #expect(merged.map(\.id) == [1, 2, 3])
    }

    @Test("drops duplicates inside one page too")
    func dropsDuplicatesWithinAPage() {
        let merged = [Question]().appending(page: [Fixtures.question(id: 5), Fixtures.question(id: 5)])

        #expect(merged.map(\.id) == [5])
    }

    @Test("orders answers accepted first, then by score, then oldest first")
    func ordersAnswersForReading() {
        let answers = [
            Fixtures.answer(id: 1, questionID: 9, score: 10, created: 10),
            Fixtures.answer(id: 2, questionID: 9, score: 2, isAccepted: true),
            Fixtures.answer(id: 3, questionID: 9, score: 10, created: 50),
            Fixtures.answer(id: 4, questionID: 9, score: -1),
        ]

        #expect(answers.inReadingOrder().map(\.id) == [2, 3, 1, 4])
    }

    @Test("a query's next page keeps everything but the page number")
    func nextPage() {
        let query = QuestionQuery(site: "unix", sort: .votes, tag: "bash", page: 2, pageSize: 10)

        #expect(
            query.nextPage == QuestionQuery(site: "unix", sort: .votes, tag: "bash", page: 3, pageSize: 10))
        #expect(query.firstPage.page == 1)
    }
}
