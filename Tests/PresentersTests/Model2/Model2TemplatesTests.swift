import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// Model 2's templates, alone: a page of an action's data, rendered with the shared formatters, and the
/// links it carries. Nothing is fetched or stored; a template is a function of its data.
@MainActor
@Suite("Model 2 templates")
struct Model2TemplatesTests {
    let templates = Model2PageTemplates(formatters: ScreenFormatters(now: { Fixtures.now }))
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    private var list: QuestionList {
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([1, 2], hasMore: true), for: query)
        return list
    }

    @Test("renders the list with the saved marker on the saved rows alone, linking to the rows' questions")
    func listPage() {
        let page = templates.list(list, saved: [2], at: .list(query, pages: 1))

        guard case .list(let shown, nil) = page.body else {
            Issue.record("not a list page")
            return
        }
        #expect(shown.rows.map { $0.stats.endsWithSavedMarker } == [false, true])
        #expect(page.questions.map(\.id) == [1, 2])
        #expect(page.location == .list(query, pages: 1))
    }

    @Test("renders a question page that links to the question itself, its header marked when saved")
    func questionPage() {
        let shown = QuestionWithAnswers(question: Fixtures.question(id: 5), answers: [])

        let page = templates.question(shown, isSaved: true, at: .question(id: 5, site: "stackoverflow"))

        guard case .question(let screen) = page.body else {
            Issue.record("not a question page")
            return
        }
        #expect(screen.stats.endsWithSavedMarker)
        #expect(page.questions.map(\.id) == [5])
    }

    @Test("numbers appended rows on from the rows the list had, with the list's new footer")
    func appendedRows() {
        var longer = list
        let added = longer.appendNextPage(Fixtures.page([3]))

        let rows = templates.rows(added, appendedTo: longer, saved: [], at: .list(query, pages: 2))

        #expect(rows.rows.map(\.number) == [3])
        #expect(rows.footer == templates.list(longer, saved: [], at: .list(query, pages: 2)).footer)
        #expect(rows.questions.map(\.id) == [3])
    }

    @Test("renders a refreshed list with its summary under it")
    func refreshed() {
        let page = templates.refreshed(
            list, previous: [Fixtures.question(id: 1)], saved: [], at: .list(query, pages: 1))

        guard case .list(_, let notice?) = page.body else {
            Issue.record("no summary")
            return
        }
        #expect(notice.hasPrefix("1 new"))
    }
}

extension Model2Page {
    /// The footer of a list page; empty for another kind.
    fileprivate var footer: String {
        if case .list(let shown, _) = body { shown.footer } else { "" }
    }
}
