import Entities
import Interactors
import Presenters
import TestSupport
import Testing
import TextFront

/// The store's views draw what is new in each state and send actions; `ReduxScreens` makes the stack
/// follow the navigation in the state. A real store and reducer run behind them, with a stub or a held
/// service; the dumb views are capturing doubles. Nothing sleeps.
@MainActor
@Suite("Redux views", .timeLimit(.minutes(1)))
struct ReduxViewsTests {
    let loads = LoadTracker()
    let stack = ScreenStack()
    let listView = CapturingListView()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatters = ScreenFormatters(now: { Fixtures.now })

    /// A store, its list view as the stack's root, and the renderer of its navigation.
    private func start(_ service: any QuestionService, questionView: CapturingQuestionView = .init())
        -> (QuestionsStore, ReduxScreens)
    {
        let store = QuestionsStore(
            state: QuestionsState(query: query, formatter: formatters.list),
            reducer: QuestionsReducer(),
            environment: QuestionsEnvironment(service: service, formatters: formatters), loads: loads)
        stack.setRoot(ReduxQuestionListView(store: store, display: listView))
        let screens = ReduxScreens(
            store: store, navigation: stack,
            makeQuestionView: { ReduxQuestionView(store: store, display: questionView) })
        return (store, screens)
    }

    /// Shows the list's first page, as the session does when the list appears.
    private func showFirstPage(_ service: StubQuestionService, _ page: QuestionPage) async {
        service.willReturn(page)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdle()
    }

    @Test("draws Loading… then the whole list, once each, when the list appears")
    func firstPage() async {
        let service = StubQuestionService()
        let (store, screens) = start(service)

        await showFirstPage(service, Fixtures.page([1, 2], hasMore: true))

        #expect(listView.shown == [.loading, .list(store.state.list.display)])
        withExtendedLifetime(screens) {}
    }

    @Test("draws only the rows a page added after more, with the new footer")
    func morePrintsNewRows() async {
        let service = StubQuestionService()
        let (store, screens) = start(service)
        await showFirstPage(service, Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([3]))

        stack.list?.loadMore()
        await loads.waitUntilIdle()

        let rows = Array(store.state.list.display.rows.dropFirst(2))
        #expect(listView.shown.suffix(2) == [.loading, .more(rows, footer: store.state.list.display.footer)])
        #expect(rows.map(\.number) == [3])
        withExtendedLifetime(screens) {}
    }

    @Test("draws the reducer's error for a row that does not exist, and opens nothing")
    func missingRow() async {
        let service = StubQuestionService()
        let (_, screens) = start(service)
        await showFirstPage(service, Fixtures.page([1, 2]))

        stack.list?.openQuestion(atRow: 9)

        #expect(listView.shown.last == .error(ListText.noSuchRow(9)))
        #expect(stack.topQuestion == nil)
        withExtendedLifetime(screens) {}
    }

    @Test("puts a question view on the stack while a question is open, and takes it off on back")
    func navigationFollowsState() async {
        let service = StubQuestionService()
        let questionView = CapturingQuestionView()
        let (store, screens) = start(service, questionView: questionView)
        await showFirstPage(service, Fixtures.page([1, 2]))
        service.willReturn(Fixtures.question(id: 2), answers: [])

        stack.list?.openQuestion(atRow: 2)
        #expect(stack.topQuestion is ReduxQuestionView)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdle()
        #expect(questionView.shown == [.loading, .screen(store.state.question!.screen!)])

        stack.topQuestion?.goBack()
        #expect(stack.topQuestion == nil)
        #expect(store.state.question == nil)
        withExtendedLifetime(screens) {}
    }

    @Test("puts a new view up for a question opened over another")
    func reopenIsANewScreen() async {
        let service = StubQuestionService()
        let (_, screens) = start(service)
        await showFirstPage(service, Fixtures.page([1, 2]))
        stack.list?.openQuestion(atRow: 1)
        weak let first = stack.topQuestion

        stack.list?.openQuestion(atRow: 1)

        #expect(stack.topQuestion != nil)
        #expect(first == nil, "the first question's view is still alive")
        withExtendedLifetime(screens) {}
    }

    /// Guards `weak var owner` in the store's subscribers: were they held strongly, the store would keep
    /// every closed question's view alive.
    @Test("releases a question's view closed with its load in flight")
    func closedViewReleased() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let (_, screens) = start(service)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1, 2])))
        await loads.waitUntilIdle()
        stack.list?.openQuestion(atRow: 1)
        weak let view = stack.topQuestion
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(3)

        stack.topQuestion?.goBack()

        #expect(view == nil)
        withExtendedLifetime(screens) {}
    }
}
