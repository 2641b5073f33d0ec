import Entities
import Interactors
import Presenters
import TerminalUI
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
    let listView = RecordingListDisplay()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatters = ScreenFormatters(now: { Fixtures.now })

    /// A store, its list view as the stack's root, and the renderer of its navigation.
    private func start(
        _ service: any QuestionService, questionView: RecordingQuestionDisplay = .init(),
        userView: RecordingUserDisplay = .init()
    ) -> (ReduxQuestionsStore, ReduxScreens) {
        let store = ReduxQuestionsStore(
            state: ReduxQuestionsState(query: query),
            reducer: ReduxQuestionsReducer(),
            environment: ReduxQuestionsEnvironment(
                service: service, saves: .inMemory()), loads: loads)
        stack.setRoot(ReduxQuestionListView(store: store, display: listView, formatter: formatters.list))
        let screens = ReduxScreens(store: store, navigation: stack) { screen in
            switch screen {
            case .question(let question):
                ReduxQuestionView(
                    store: store, screen: question.number, display: questionView,
                    formatter: formatters.question)
            case .user(let user):
                ReduxUserView(
                    store: store, screen: user.number, display: userView, formatter: formatters.user)
            case .saved(let saved):
                ReduxSavedView(
                    store: store, screen: saved.number, display: RecordingListDisplay(),
                    formatter: formatters.saved)
            }
        }
        return (store, screens)
    }

    /// Shows the list's first page, as the session does when the list appears.
    private func showFirstPage(_ service: StubQuestionService, _ page: QuestionPage) async {
        service.willReturn(page)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
    }

    @Test("draws Loading… then the whole list, once each, when the list appears")
    func firstPage() async {
        let service = StubQuestionService()
        let (store, screens) = start(service)

        await showFirstPage(service, Fixtures.page([1, 2], hasMore: true))

        #expect(listView.shown == [.loading, .list(formatters.list.display(of: store.state.list.questions))])
        #expect(store.state.list.outbox.isEmpty, "the view left what it drew in the queue")
        withExtendedLifetime(screens) {}
    }

    /// Guards the drain in `ReduxQuestionListView.render(_:)`: a notice is shown once, then acknowledged, so the queue
    /// the reducer keeps in state is empty again, and the same line typed twice is shown twice.
    @Test("shows each queued notice once, in order, and acknowledges it so the queue is empty")
    func noticesAreShownOnceAndAcknowledged() async {
        let service = StubQuestionService()
        let (store, screens) = start(service)
        await showFirstPage(service, Fixtures.page([1, 2]))

        store.send(.command(.back))
        store.send(.command(.back))

        #expect(
            listView.shown.suffix(2) == [
                .notice(ListText.alreadyAtTheList), .notice(ListText.alreadyAtTheList),
            ])
        #expect(store.state.list.outbox.isEmpty)
        withExtendedLifetime(screens) {}
    }

    /// Guards the formatting in `ReduxQuestionListView.render(_:)`: the state holds the questions, not
    /// their text, so a list drawn again counts its ages from the moment it is drawn.
    @Test("formats the list as it draws it, so `list` later counts the ages from then")
    func formatsAtTheMomentOfDrawing() async {
        let clock = TestClock()
        let service = StubQuestionService()
        let store = ReduxQuestionsStore(
            state: ReduxQuestionsState(query: query), reducer: ReduxQuestionsReducer(),
            environment: ReduxQuestionsEnvironment(service: service, saves: .inMemory()), loads: loads)
        let list = ReduxQuestionListView(
            store: store, display: listView, formatter: ScreenFormatters(now: clock.reader).list)
        stack.setRoot(list)
        await showFirstPage(service, Fixtures.page([1, 2]))
        clock.advance(by: 2 * 3_600)

        store.send(.command(.list))

        let later = ScreenFormatters(now: clock.reader).list.display(of: store.state.list.questions)
        #expect(listView.shown.last == .list(later))
        #expect(listView.shown.last != listView.shown[1], "the list was drawn with the ages of before")
        #expect(service.calls.count == 1, "list asked the service again")
    }

    @Test("draws only the rows a page added after more, with the new footer")
    func morePrintsNewRows() async {
        let service = StubQuestionService()
        let (store, screens) = start(service)
        await showFirstPage(service, Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([3]))

        stack.list?.loadMore()
        await loads.waitUntilIdleOrFail()

        let whole = formatters.list.display(of: store.state.list.questions)
        let rows = Array(whole.rows.dropFirst(2))
        #expect(listView.shown.suffix(2) == [.loading, .more(rows, footer: whole.footer)])
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
        let questionView = RecordingQuestionDisplay()
        let (store, screens) = start(service, questionView: questionView)
        await showFirstPage(service, Fixtures.page([1, 2]))
        service.willReturn(Fixtures.question(id: 2), answers: [])

        stack.list?.openQuestion(atRow: 2)
        #expect(stack.topQuestion is ReduxQuestionView)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        let shown = formatters.question.screen(for: Fixtures.question(id: 2), answers: [Answer]())
        #expect(questionView.shown == [.loading, .screen(shown)])

        stack.topQuestion?.goBack()
        #expect(stack.topQuestion == nil)
        #expect(store.state.path.isEmpty)
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
        await loads.waitUntilIdleOrFail()
        stack.list?.openQuestion(atRow: 1)
        weak let view = stack.topQuestion
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(3)

        stack.topQuestion?.goBack()

        #expect(view == nil)
        withExtendedLifetime(screens) {}
        service.answerEveryHeldCall(with: .failure(.cancelled))
        await loads.waitUntilIdleOrFail()
    }

    // MARK: The path of screens

    /// The names of the screens' types on the stack, bottom first.
    private var stackedTypes: [String] { stack.screens.map { "\(type(of: $0))" } }

    /// Shows the list, opens question 2 from it and shows it, then opens its asker's page (user 7) and
    /// shows it: the path list → question → user, with every fetch answered by `service`.
    private func openUserPage(_ service: StubQuestionService, questions: QuestionPage) async {
        await showFirstPage(service, Fixtures.page([1, 2]))
        service.willReturn(Fixtures.question(id: 2), answers: [])
        stack.list?.openQuestion(atRow: 2)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        service.willReturn(UserProfile(id: 7, displayName: "Ana", reputation: 1_234))
        service.willReturnUserQuestions(questions)
        stack.deliver(.command(.user))
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
    }

    @Test("renders the path list, question, user, question as views of those kinds, and pops one on back")
    func pathOfScreens() async {
        let service = StubQuestionService()
        let (store, screens) = start(service)
        await openUserPage(service, questions: Fixtures.page([5, 6]))

        stack.topUser?.openQuestion(atRow: 1)

        #expect(store.state.path.map(\.number) == [1, 2, 3])
        #expect(
            stackedTypes == [
                "ReduxQuestionListView", "ReduxQuestionView", "ReduxUserView", "ReduxQuestionView",
            ])
        stack.topQuestion?.goBack()
        #expect(stackedTypes == ["ReduxQuestionListView", "ReduxQuestionView", "ReduxUserView"])
        stack.topUser?.goBack()
        #expect(stackedTypes == ["ReduxQuestionListView", "ReduxQuestionView"])
        stack.topQuestion?.goBack()
        #expect(stackedTypes == ["ReduxQuestionListView"])
        #expect(store.state.path.isEmpty)
        withExtendedLifetime(screens) {}
    }

    @Test("puts a new view in place of the question above the page when the page opens another")
    func questionOverQuestionFromPage() async {
        let service = StubQuestionService()
        let (store, screens) = start(service)
        await openUserPage(service, questions: Fixtures.page([5, 6]))
        let page = stack.topUser
        page?.openQuestion(atRow: 1)
        weak let first = stack.topQuestion

        page?.openQuestion(atRow: 2)

        #expect(store.state.path.map(\.number) == [1, 2, 4])
        #expect(
            stackedTypes == [
                "ReduxQuestionListView", "ReduxQuestionView", "ReduxUserView", "ReduxQuestionView",
            ])
        #expect(first == nil, "the replaced question's view is still alive")
        withExtendedLifetime(screens) {}
    }

    /// Guards `weak var owner` in the store's subscribers, for every kind of screen: were the views held
    /// strongly, the store would keep each closed screen alive.
    @Test("releases every view above the list after back three times")
    func everyViewReleased() async throws {
        let service = StubQuestionService()
        let (_, screens) = start(service)
        await openUserPage(service, questions: Fixtures.page([5, 6]))
        stack.topUser?.openQuestion(atRow: 1)
        try #require(stack.screens.count == 4)
        weak let question = stack.screens[1]
        weak let user = stack.screens[2]
        weak let top = stack.screens[3]

        stack.topQuestion?.goBack()
        stack.topUser?.goBack()
        stack.topQuestion?.goBack()

        #expect(question == nil)
        #expect(user == nil)
        #expect(top == nil)
        withExtendedLifetime(screens) {}
    }

    /// Guards `weak var owner` in the store's subscribers and the relay's weak store: a saved screen and
    /// the question opened from it, both observing the saves through the store, go when they close.
    @Test("releases the saved screen and a question opened from it after back twice, saves and all")
    func savedScreenReleased() async throws {
        let service = StubQuestionService()
        let (store, screens) = start(service)
        await showFirstPage(service, Fixtures.page([1, 2]))
        stack.list?.saveQuestion(atRow: 1)
        stack.list?.openSaved()
        stack.takeAppearingScreen()?.viewDidLoad()
        service.willReturn(Fixtures.question(id: 1), answers: [])
        (stack.top as? any SavedScreen)?.openQuestion(atRow: 1)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        try #require(stack.screens.count == 3)
        weak let saved = stack.screens[1]
        weak let question = stack.screens[2]

        stack.deliver(.command(.unsave(number: nil)))
        stack.topQuestion?.goBack()
        (stack.top as? any SavedScreen)?.goBack()

        #expect(saved == nil)
        #expect(question == nil)
        #expect(store.state.saved.isEmpty)
        withExtendedLifetime(screens) {}
    }

    /// Guards `weak var owner` in the store's subscribers: the page's requests are still held by the
    /// service, so its effect is still running when `back` closes the page, and the view must go all the
    /// same. Then the late answers arrive, and nothing of them comes back (the effect was cancelled).
    @Test("releases a user's view closed with its load in flight")
    func closedUserViewReleased() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let (store, screens) = start(service)
        let user = UserProfile(id: 7, displayName: "Ana", reputation: 1_234)
        let userQuery = UserQuestionsQuery(userID: 7, site: "stackoverflow", pageSize: 2)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1, 2])))
        await loads.waitUntilIdleOrFail()
        stack.list?.openQuestion(atRow: 2)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(3)
        service.answer(.question(id: 2, site: "stackoverflow"), with: .question(Fixtures.question(id: 2)))
        service.answer(.answers(questionID: 2, site: "stackoverflow"), with: .answers([]))
        await loads.waitUntilIdleOrFail()
        stack.deliver(.command(.user))
        weak let view = stack.topUser
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(5)

        stack.topUser?.goBack()

        #expect(view == nil)
        #expect(store.state.path.map(\.number) == [1])
        // The held requests answer late; their effect was cancelled, so nothing comes back.
        let closed = store.state
        service.answer(.user(id: 7, site: "stackoverflow"), with: .user(user))
        service.answer(.userQuestions(userQuery), with: .page(Fixtures.page([5])))
        await loads.waitUntilIdleOrFail()
        #expect(store.state == closed)
        withExtendedLifetime(screens) {}
    }

    @Test("draws Loading… and the whole page once, then only the rows `more` appended")
    func userPageDrawsWhatIsNew() async {
        let service = StubQuestionService()
        let userView = RecordingUserDisplay()
        let (store, screens) = start(service, userView: userView)
        await openUserPage(service, questions: Fixtures.page([5, 6], hasMore: true))
        let whole = store.state[user: 2]?.page.map { formatters.user.display(of: $0) }
        #expect(userView.shown == whole.map { [.loading, .page($0)] })
        service.willReturnUserQuestions(Fixtures.page([8]))

        stack.topUser?.loadMore()
        await loads.waitUntilIdleOrFail()

        let page = store.state[user: 2]?.page.map { formatters.user.display(of: $0) }
        let rows = Array(page?.rows.dropFirst(2) ?? [])
        #expect(rows.map(\.number) == [3])
        #expect(userView.shown.dropFirst(2) == [.loading, .more(rows, footer: page?.footer ?? "")])
        withExtendedLifetime(screens) {}
    }

    @Test("puts the first state's path on the stack at once: a link's question over the list")
    func firstPathRendered() async {
        let service = StubQuestionService()
        let store = ReduxQuestionsStore(
            state: ReduxQuestionsState(query: query, route: .question(id: 9)),
            reducer: ReduxQuestionsReducer(),
            environment: ReduxQuestionsEnvironment(
                service: service, saves: .inMemory()), loads: loads)
        stack.setRoot(ReduxQuestionListView(store: store, display: listView, formatter: formatters.list))

        let screens = ReduxScreens(store: store, navigation: stack) { screen in
            ReduxQuestionView(
                store: store, screen: screen.number, display: RecordingQuestionDisplay(),
                formatter: formatters.question)
        }

        #expect(stack.screens.count == 2)
        #expect(stack.topQuestion is ReduxQuestionView)
        #expect(service.calls.isEmpty)
        withExtendedLifetime(screens) {}
    }
}
