import Entities
import Interactors
import Presenters
import TerminalUI
import TestSupport
import Testing
import TextFront

/// MVC's user controller on a real stack, above a list that never appears: it loads a user's page when
/// it appears, pages it with `more`, pushes the questions opened from it, and pops itself on `back`.
/// The tests of work in flight hold the service's answers with `HeldQuestionService`; nothing sleeps.
@MainActor
@Suite("MVC user controller", .timeLimit(.minutes(1)))
struct MVCUserControllerTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let stack = ScreenStack()
    let userView = RecordingUserDisplay()
    let questionView = RecordingQuestionDisplay()
    let formatters = ScreenFormatters(now: { Fixtures.now })
    /// Page 1 of user 7's questions, as the controller asks for it.
    let userQuery = UserQuestionsQuery(userID: 7, site: "stackoverflow", pageSize: 2)

    /// User 7, the asker of every `Fixtures.question`.
    static let ana = UserProfile(
        id: 7, displayName: "Ana Lima", reputation: 12_345,
        creationDate: Fixtures.now.addingTimeInterval(-86_400 * 400),
        link: "https://stackoverflow.com/users/7/ana")
    static let user = StubQuestionService.Call.user(id: 7, site: "stackoverflow")

    /// A list at the bottom of the stack, and on it a controller for user 7's page, drawing on `userView`
    /// and pushing questions drawn on `questionView`; the stack keeps it.
    @discardableResult
    private func pushUserController(_ service: any QuestionService) -> MVCUserController {
        stack.setRoot(
            MVCQuestionListController(
                service: service, saves: .inMemory(),
                query: QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2),
                formatters: formatters, loads: loads, view: RecordingListDisplay(), navigation: stack,
                views: MVCRecordingViews()))
        let controller = MVCUserController(
            service: service, saves: .inMemory(), userID: 7, site: "stackoverflow", formatters: formatters,
            pageSize: 2,
            loads: loads,
            view: userView, navigation: stack, views: MVCRecordingViews(question: questionView))
        stack.push(controller)
        return controller
    }

    /// User 7's controller, pushed, shown, and its first page loaded from the stub: `firstPage`.
    private func loadedUserController(firstPage: QuestionPage) async -> MVCUserController {
        service.willReturn(Self.ana)
        service.willReturnUserQuestions(firstPage)
        let controller = pushUserController(service)
        await appear()
        return controller
    }

    /// The screen on top appears, as the session tells it before the next command, and its loads end.
    private func appear() async {
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
    }

    /// User 7's page with `firstPage` loaded, as the controller holds it.
    private func page(_ firstPage: QuestionPage) -> UserPage {
        UserPage(profile: Self.ana, firstPage: firstPage, of: userQuery)
    }

    // MARK: Loading the page

    @Test("fetches nothing until it appears, then the user and their first page, and shows the page")
    func loadsThePage() async {
        service.willReturn(Self.ana)
        service.willReturnUserQuestions(Fixtures.page([11, 12], hasMore: true))
        pushUserController(service)
        #expect(userView.shown.isEmpty)

        await appear()

        #expect(Set(service.calls) == [Self.user, .userQuestions(userQuery)])
        #expect(
            userView.shown == [
                .loading, .page(formatters.user.display(of: page(Fixtures.page([11, 12], hasMore: true)))),
            ])
    }

    @Test("shows loading, then the page's error with the way back, when the user fails")
    func pageFails() async {
        service.willFailUser(id: 7, with: .http(status: 503))
        // Asked for at the same time as the user, so it may be asked for before the user fails.
        service.willReturnUserQuestions(Fixtures.page([11]))
        pushUserController(service)

        await appear()

        #expect(userView.shown == [.loading, .error(UserText.pageFailed(.http(status: 503)))])
    }

    @Test("draws the page again, fetching nothing, when the screen above it closes")
    func redisplays() async {
        let controller = await loadedUserController(firstPage: Fixtures.page([11]))

        controller.redisplay()

        #expect(userView.shown.count == 3)
        #expect(userView.shown.last == userView.shown[1])
        #expect(service.calls.count == 2)
    }

    // MARK: open N

    @Test("pushes a question controller for row N, which loads that question once it appears")
    func opensAQuestion() async {
        service.willReturn(Fixtures.question(id: 12, title: "Twelve"), answers: [])
        let controller = await loadedUserController(firstPage: Fixtures.page([11, 12]))

        controller.openQuestion(atRow: 2)
        #expect(questionView.shown.isEmpty)
        await appear()

        #expect(stack.topQuestion is MVCQuestionController)
        #expect(stack.screens.count == 3)
        #expect(
            Set(service.calls.suffix(2))
                == [
                    .question(id: 12, site: "stackoverflow"), .answers(questionID: 12, site: "stackoverflow"),
                ])
        guard case .screen(let screen) = questionView.shown.last else {
            Issue.record("expected a question, got \(questionView.shown)")
            return
        }
        #expect(screen.title == "Twelve")
    }

    /// Guards the replacing rule of `ScreenStack.push(_:)` as the user's page meets it: `open N` typed on
    /// a question reads the page beneath, and the new question takes the old one's place.
    @Test("puts a question opened from the page in place of the question above it, releasing that one")
    func replacesTheQuestionAbove() async {
        service.willReturn(Fixtures.question(id: 11), answers: [])
        service.willReturn(Fixtures.question(id: 12), answers: [])
        let controller = await loadedUserController(firstPage: Fixtures.page([11, 12]))
        controller.openQuestion(atRow: 1)
        await appear()
        weak let first = stack.topQuestion as? MVCQuestionController

        controller.openQuestion(atRow: 2)
        await appear()

        #expect(first == nil)
        #expect(stack.screens.count == 3)
        #expect(stack.screens[1] === controller)
        #expect(stack.topQuestion is MVCQuestionController)
        #expect(service.calls.contains(.answers(questionID: 12, site: "stackoverflow")))
    }

    @Test("says there is no question N on the page, and pushes nothing")
    func rejectsAMissingRow() async {
        let controller = await loadedUserController(firstPage: Fixtures.page([11, 12]))

        controller.openQuestion(atRow: 99)

        #expect(userView.shown.last == .error(UserText.noSuchRow(99)))
        #expect(stack.top === controller)
        #expect(service.calls.count == 2)
    }

    // MARK: more

    @Test("fetches the user's next page for more, and shows only its new rows, numbered on")
    func loadsMore() async {
        let controller = await loadedUserController(firstPage: Fixtures.page([11, 12], hasMore: true))
        service.willReturnUserQuestions(Fixtures.page([12, 13]))

        controller.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.last == .userQuestions(userQuery.nextPage))
        var loaded = page(Fixtures.page([11, 12], hasMore: true))
        let added = loaded.appendNextPage(Fixtures.page([12, 13]))
        let (rows, footer) = formatters.user.appended(added, to: loaded)
        #expect(userView.shown.suffix(2) == [.loading, .more(rows, footer: footer)])
        #expect(rows.map(\.number) == [3])
        #expect(rows.map(\.title) == ["Question 13"])
    }

    @Test("keeps the page when the next page fails, names 'more', and asks for the same page again")
    func moreFails() async {
        let controller = await loadedUserController(firstPage: Fixtures.page([11, 12], hasMore: true))
        service.willFailUserQuestions(with: .http(status: 502))
        service.willReturnUserQuestions(Fixtures.page([13]))
        controller.loadMore()
        await loads.waitUntilIdleOrFail()
        #expect(
            userView.shown.last == .error(ErrorText.listFailed(.http(status: 502), retrying: .nextPage)))

        controller.loadMore()
        await loads.waitUntilIdleOrFail()

        #expect(
            service.calls.suffix(2) == [
                .userQuestions(userQuery.nextPage), .userQuestions(userQuery.nextPage),
            ])
        guard case .more(let rows, _) = userView.shown.last else {
            Issue.record("expected more rows, got \(userView.shown)")
            return
        }
        #expect(rows.map(\.number) == [3])
    }

    @Test("says there are no more questions after the user's last page, and fetches nothing")
    func noMore() async {
        let controller = await loadedUserController(firstPage: Fixtures.page([11, 12]))

        controller.loadMore()

        #expect(userView.shown.last == .notice(ListText.noMoreQuestions))
        #expect(service.calls.count == 2)
    }

    /// Guards `guard !latestLoad.isRunning` in `MVCUserController.loadMore()`: without it a second `more`
    /// asks for the same next page again.
    @Test("sends no second request for more while a page loads, and says so")
    func moreWhileLoading() async {
        let service = HeldQuestionService()
        let controller = pushUserController(service)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(2)
        service.answer(Self.user, with: .user(Self.ana))
        service.answer(.userQuestions(userQuery), with: .page(Fixtures.page([11, 12], hasMore: true)))
        await loads.waitUntilIdleOrFail()

        controller.loadMore()
        controller.loadMore()

        #expect(userView.shown.last == .notice(ListText.stillLoading))
        await service.waitForCalls(3)
        service.answer(.userQuestions(userQuery.nextPage), with: .page(Fixtures.page([13])))
        await loads.waitUntilIdleOrFail()
        #expect(service.calls.count == 3)
        #expect(userView.shown.filter { if case .more = $0 { true } else { false } }.count == 1)
    }

    // MARK: back, and loads cancelled

    @Test("pops itself on back, uncovering the screen beneath, and is released")
    func goesBack() async {
        service.willReturn(Self.ana)
        service.willReturnUserQuestions(Fixtures.page([11]))
        weak let controller = pushUserController(service)
        await appear()
        #expect(controller != nil)

        controller?.goBack()

        #expect(stack.screens.count == 1)
        #expect(stack.top is MVCQuestionListController)
        #expect(controller == nil)
    }

    /// Guards `latestLoad.cancel()` in `MVCUserController.cancelLoad()`, which Ctrl-C and a newer command
    /// send: the service lets the cancelled requests answer, and without it the page would be drawn after
    /// all.
    @Test("shows nothing of its load once asked to cancel it, even when the answers come")
    func cancelShowsNothing() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let controller = pushUserController(service)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(2)

        controller.cancelLoad()
        service.answer(Self.user, with: .user(Self.ana))
        service.answer(.userQuestions(userQuery), with: .page(Fixtures.page([11])))
        await loads.waitUntilIdleOrFail()

        #expect(Set(service.cancelledCalls) == [Self.user, .userQuestions(userQuery)])
        #expect(userView.shown == [.loading])
    }

    /// Guards `[weak self]` in `viewDidLoad()`'s `then:` and `cancelLoad()` in `goBack()`: the service lets
    /// the cancelled requests run on, as answers already on their way would, so a strong capture would
    /// keep the popped controller alive until they came, and draw them.
    @Test("is released when popped with its load in flight, and the late answer draws nothing")
    func releasedWithLoadInFlight() async {
        let service = HeldQuestionService(honoursCancellation: false)
        weak let controller = pushUserController(service)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(2)

        controller?.goBack()

        #expect(controller == nil, "the popped controller is kept alive by its load")
        #expect(Set(service.cancelledCalls) == [Self.user, .userQuestions(userQuery)])
        service.answer(Self.user, with: .user(Self.ana))
        service.answer(.userQuestions(userQuery), with: .page(Fixtures.page([11])))
        await loads.waitUntilIdleOrFail()
        #expect(userView.shown == [.loading])
        #expect(stack.screens.count == 1)
    }

    // MARK: Three screens deep

    /// Every load has ended, so this is about ownership alone: the stack is the only owner of a screen.
    /// A controller that kept the one it pushed, or the views its factories made, would keep a screen
    /// alive after `back` took it off the stack.
    @Test("releases every controller after back three times from list, question, user, question")
    func releasesThreeDeep() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        service.willReturn(Self.ana)
        service.willReturnUserQuestions(Fixtures.page([2]))
        service.willReturn(Fixtures.question(id: 2), answers: [])
        let list = MVCQuestionListController(
            service: service, saves: .inMemory(),
            query: QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2),
            formatters: formatters, loads: loads, view: RecordingListDisplay(), navigation: stack,
            views: MVCRecordingViews())
        stack.setRoot(list)
        await appear()
        list.openQuestion(atRow: 1)
        await appear()
        weak let first = stack.topQuestion as? MVCQuestionController
        first?.openUser()
        await appear()
        weak let user = stack.topUser as? MVCUserController
        user?.openQuestion(atRow: 1)
        await appear()
        weak let second = stack.topQuestion as? MVCQuestionController
        #expect(stack.screens.count == 4)
        #expect(first != nil && user != nil && second != nil)
        #expect(service.calls.contains(.answers(questionID: 2, site: "stackoverflow")))

        for _ in 1...3 { (stack.top as? any PushedScreen)?.goBack() }

        #expect(stack.screens.count == 1)
        #expect(second == nil, "the second question's controller")
        #expect(user == nil, "the user's controller")
        #expect(first == nil, "the first question's controller")
    }
}
