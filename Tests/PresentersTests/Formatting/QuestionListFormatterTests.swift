import Entities
import Presenters
import TestSupport
import Testing

/// The list screen's formatter, for the one request the screen front adds: one row alone.
@Suite("Question list formatter")
struct QuestionListFormatterTests {
    let formatter = QuestionListFormatter(now: { Fixtures.now })

    @Test("formats one row alone as the whole list formats it, saved marker included, or none past the end")
    func oneRow() {
        var list = QuestionList(query: QuestionQuery(site: "stackoverflow", pageSize: 3))
        list.replace(with: Fixtures.page([1, 2, 3]), for: list.firstPageQuery)

        #expect(formatter.row(3, of: list, saved: [3]) == formatter.display(of: list, saved: [3]).rows[2])
        #expect(formatter.row(4, of: list) == nil)
        #expect(formatter.row(Int.min, of: list) == nil)
    }
}
