import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// MVP's presenters, each with a fake passive view, a recording navigator and a stub service: what the
/// presenter tells its view for each event, and when it navigates. No view module is imported here.
@MainActor
@Suite("MVP presenters", .timeLimit(.minutes(1)))
struct MVPPresenterTests {
    let loads = LoadTracker()
    let view = MVPRecordingListView()
    let navigator = MVPRecordingNavigation()
    let service = StubQuestionService()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatter = QuestionListFormatter(now: { Fixtures.now })

    private func makePresenter() -> MVPQuestionListPresenter {
        let presenter = MVPQuestionListPresenter(
            service: service, saves: .inMemory(), query: query, formatter: formatter, loads: loads,
            navigator: navigator)
        presenter.attach(view)
        return presenter
    }

    /// The list holding `pages`, as the presenter has it after loading them in order.
    private func list(_ pages: QuestionPage...) -> QuestionList {
        var list = QuestionList(query: query)
        for (index, page) in pages.enumerated() {
            if index == 0 { list.replace(with: page, for: query) } else { list.appendNextPage(page) }
        }
        return list
    }

    @Test("fetches page 1 when the view appears, and tells the view to show it whole")
    func firstPage() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        let presenter = makePresenter()

        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(
            view.shown == [
                .loading, .list(formatter.display(of: list(Fixtures.page([1, 2], hasMore: true)))),
            ])
        #expect(service.calls == [.questions(query, .useCache)])
    }

    @Test("tells the view only the new rows of the next page")
    func nextPage() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([2, 3]))
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        presenter.loadMore()
        await loads.waitUntilIdleOrFail()

        guard case .more(let rows, _) = view.shown.last else {
            Issue.record("the last thing shown is not a page: \(view.shown)")
            return
        }
        #expect(rows.map(\.number) == [3])
        #expect(rows.map(\.title) == ["Question 3"])
    }

    @Test("says there are no more questions after the last page, and fetches nothing")
    func noMore() async {
        service.willReturn(Fixtures.page([1]))
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        presenter.loadMore()

        #expect(view.shown.last == .notice(ListText.noMoreQuestions))
        #expect(service.calls.count == 1)
    }

    @Test("marks new and updated rows on refresh, and sums up the change")
    func refresh() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willReturn(
            QuestionPage(
                questions: [Fixtures.question(id: 3), Fixtures.question(id: 1, score: 5)], hasMore: false,
                quotaRemaining: nil))
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        presenter.refresh()
        await loads.waitUntilIdleOrFail()

        guard case .list(let display) = view.shown.dropLast().last,
            case .notice(let summary) = view.shown.last
        else {
            Issue.record("a refresh shows the list, then the summary: \(view.shown)")
            return
        }
        #expect(display.rows.map(\.mark) == [.new, .updated])
        #expect(summary.contains("1 new"))
        #expect(service.calls.last == .questions(query, .reload))
    }

    @Test("shows the whole list again for `list`, fetching nothing")
    func redisplay() async {
        service.willReturn(Fixtures.page([1, 2]))
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        presenter.redisplayList()

        #expect(view.shown.last == .list(formatter.display(of: list(Fixtures.page([1, 2])))))
        #expect(service.calls.count == 1)
    }

    @Test("asks the navigator for the question on row N")
    func openQuestion() async {
        service.willReturn(Fixtures.page([1, 2]))
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        navigator.expectsCalls = true

        presenter.openQuestion(atRow: 2)

        #expect(navigator.calls == [.showQuestion(id: 2, site: "stackoverflow")])
    }

    @Test("says there is no row N, and navigates nowhere")
    func missingRow() async {
        service.willReturn(Fixtures.page([1, 2]))
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        presenter.openQuestion(atRow: 9)

        #expect(view.shown.last == .error(ListText.noSuchRow(9)))
        #expect(navigator.calls.isEmpty)
    }

    /// Guards `refuseOpening(_:)` in `openQuestion(atRow:)`: the list's own view is covered by the question
    /// on top on the screen front, so the line would go unseen.
    @Test("says there is no row N on the question on top when it was typed there, through the navigator")
    func missingRowTypedOnAQuestion() async {
        service.willReturn(Fixtures.page([1, 2]))
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        navigator.isQuestionOnTop = true
        navigator.hasScreenAboveList = true
        navigator.expectsCalls = true

        presenter.openQuestion(atRow: 9)

        #expect(navigator.calls == [.showErrorOnQuestion(ListText.noSuchRow(9))])
        #expect(view.shown.last != .error(ListText.noSuchRow(9)))
    }

    @Test("fetches page 1 of a tag, and keeps the list when it fails, naming the retry")
    func tagFails() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willFailList(with: .http(status: 503))
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        presenter.filter(byTag: "git")
        await loads.waitUntilIdleOrFail()
        presenter.redisplayList()

        #expect(
            view.shown.dropLast().last
                == .error(ErrorText.listFailed(.http(status: 503), retrying: .tag("git"))))
        #expect(view.shown.last == .list(formatter.display(of: list(Fixtures.page([1, 2])))))
        #expect(service.queries.last == QuestionList(query: query).firstPageQuery(tag: "git"))
    }

    @Test("fetches page 1 of a search with the tag kept, and says what it matched")
    func search() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willReturn(Fixtures.page([]))
        let presenter = makePresenter()
        presenter.filter(byTag: "git")
        await loads.waitUntilIdleOrFail()

        presenter.search(for: "rebase main")
        await loads.waitUntilIdleOrFail()

        let searched = QuestionList(query: query).firstPageQuery(tag: "git")
        var expected = searched
        expected.search = "rebase main"
        #expect(service.queries.last == expected)
        guard case .list(let list) = view.shown.last else {
            Issue.record("expected a list, got \(view.shown)")
            return
        }
        #expect(list.header.hasSuffix("tagged [git] · matching \"rebase main\""))
        #expect(list.footer == "No questions tagged 'git' match \"rebase main\".")
    }

    @Test("fetches page 1 in another order")
    func sort() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willReturn(Fixtures.page([2, 1]))
        let presenter = makePresenter()
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        presenter.sort(by: .votes)
        await loads.waitUntilIdleOrFail()

        #expect(service.queries.last?.sort == .votes)
        #expect(view.shownTitles.suffix(2) == ["Question 2", "Question 1"])
    }

    @Test("the question presenter shows loading, then the question formatted")
    func questionShown() async {
        let question = Fixtures.question(id: 2)
        let answer = Fixtures.answer(id: 20, questionID: 2)
        service.willReturn(question, answers: [answer])
        let questionView = MVPRecordingQuestionView()
        let formatter = QuestionScreenFormatter(now: { Fixtures.now })
        let presenter = MVPQuestionPresenter(
            service: service, saves: .inMemory(), questionID: 2, site: "stackoverflow", formatter: formatter,
            loads: loads,
            navigator: navigator)
        presenter.attach(questionView)

        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(
            questionView.shown == [.loading, .screen(formatter.screen(for: question, answers: [answer]))])
    }

    @Test("the question presenter shows the error with the way back")
    func questionFails() async {
        service.willFailQuestion(id: 2, with: .http(status: 500))
        let questionView = MVPRecordingQuestionView()
        let presenter = MVPQuestionPresenter(
            service: service, saves: .inMemory(), questionID: 2, site: "stackoverflow",
            formatter: QuestionScreenFormatter(now: { Fixtures.now }), loads: loads, navigator: navigator)
        presenter.attach(questionView)

        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(questionView.shown == [.loading, .error(ErrorText.questionFailed(.http(status: 500)))])
    }

    @Test("the question presenter asks the navigator to close the question on back")
    func goBack() {
        let presenter = MVPQuestionPresenter(
            service: service, saves: .inMemory(), questionID: 2, site: "stackoverflow",
            formatter: QuestionScreenFormatter(now: { Fixtures.now }), loads: loads, navigator: navigator)
        navigator.expectsCalls = true

        presenter.goBack()

        #expect(navigator.calls == [.closeQuestion])
    }

    /// Guards `private weak var view` in both presenters: a strong one would make a cycle with the view
    /// that holds its presenter.
    @Test("holds its view weakly, so the view and its presenter go together")
    func weakView() {
        var questionView: MVPRecordingQuestionView? = MVPRecordingQuestionView()
        weak let released = questionView
        let presenter = MVPQuestionPresenter(
            service: service, saves: .inMemory(), questionID: 2, site: "stackoverflow",
            formatter: QuestionScreenFormatter(now: { Fixtures.now }), loads: loads, navigator: navigator)
        presenter.attach(questionView!)
        var listView: MVPRecordingListView? = MVPRecordingListView()
        weak let releasedList = listView
        makePresenter().attach(listView!)

        questionView = nil
        listView = nil

        #expect(released == nil)
        #expect(releasedList == nil)
        withExtendedLifetime(presenter) {}
    }
}
