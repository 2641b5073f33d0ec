import Entities
import Interactors
import PresenterDoubles
import Presenters
import TerminalUI
import TestSupport
import Testing
import TextFront

/// MVP's UI side: the views forward every event to their presenters, and the navigator puts questions
/// and users' pages on the stack and takes them off. The module-release tests: after `back`, each
/// screen's view and presenter are gone, with or without a load in flight, from three screens deep.
@MainActor
@Suite("MVP views and navigator", .timeLimit(.minutes(1)))
struct MVPNavigatorTests {
    let loads = LoadTracker()
    let stack = ScreenStack()
    let listView = RecordingListDisplay()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatters = ScreenFormatters(now: { Fixtures.now })

    /// The list screen on the stack, its navigator, and, when given one, a record of each presenter made.
    private func start(_ service: any QuestionService, presenters: PresenterRecord? = nil)
        -> MVPTerminalNavigator
    {
        let screens = MVPRecordingScreens(
            service: service, query: query, formatters: formatters, loads: loads, listDisplay: listView,
            presenters: presenters)
        let navigator = MVPTerminalNavigator(navigation: stack, screens: screens)
        stack.setRoot(screens.makeListView(presenter: screens.makeListPresenter(navigator: navigator)))
        return navigator
    }

    private static func list(_ page: QuestionPage, _ query: QuestionQuery) -> QuestionList {
        var list = QuestionList(query: query)
        list.replace(with: page, for: query)
        return list
    }

    @Test("the list view forwards its appearance, and draws what its presenter tells it")
    func listViewForwards() async {
        let service = StubQuestionService()
        service.willReturn(Fixtures.page([1, 2]))
        let navigator = start(service)

        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(
            listView.shown == [
                .loading, .list(formatters.list.display(of: Self.list(Fixtures.page([1, 2]), query))),
            ])
        withExtendedLifetime(navigator) {}
    }

    @Test("the navigator pushes a question screen for open N, and pops it for back")
    func pushAndPop() async {
        let service = StubQuestionService()
        service.willReturn(Fixtures.page([1, 2]))
        let navigator = start(service)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        stack.list?.openQuestion(atRow: 1)
        #expect(stack.topQuestion is MVPQuestionView)
        stack.topQuestion?.goBack()

        #expect(stack.topQuestion == nil)
        withExtendedLifetime(navigator) {}
    }

    /// Guards the presenter's weak view and its load's weak capture: either held strongly keeps the
    /// closed screen alive until its answer comes.
    @Test("releases the question's view and presenter after back, with the load in flight")
    func moduleReleased() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let presenters = PresenterRecord()
        let navigator = start(service, presenters: presenters)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1, 2])))
        await loads.waitUntilIdleOrFail()
        stack.list?.openQuestion(atRow: 1)
        weak let view = stack.topQuestion
        weak let presenter = presenters.made.first
        presenters.made = []
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(3)

        stack.topQuestion?.goBack()

        #expect(view == nil)
        #expect(presenter == nil)
        withExtendedLifetime(navigator) {}
        service.answerEveryHeldCall(with: .failure(.cancelled))
        await loads.waitUntilIdleOrFail()
    }

    @Test(
        "pushes a question's screen over a list that has not appeared, for a link's route, and back shows the list"
    )
    func routeToAQuestion() async {
        let service = StubQuestionService()
        let navigator = start(service)
        service.willReturn(Fixtures.question(id: 9), answers: [])

        navigator.showQuestion(id: 9, site: "stackoverflow")
        await appear()
        #expect(stack.topQuestion is MVPQuestionView)
        #expect(listView.shown.isEmpty, "the list drew before back showed it")

        service.willReturn(Fixtures.page([1]))
        stack.topQuestion?.goBack()
        await appear()

        #expect(stack.topQuestion == nil)
        #expect(service.queries == [query])
    }

    // MARK: The asker's page

    /// User 7, the asker of every `Fixtures.question`.
    static let ana = UserProfile(id: 7, displayName: "Ana Lima", reputation: 12_345)

    /// The screen on top appears, as the session tells it before the next command, and its loads end.
    private func appear() async {
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
    }

    @Test("the navigator pushes the asker's page for 'user' on a shown question, and pops it for back")
    func pushAndPopUser() async {
        let service = StubQuestionService()
        service.willReturn(Fixtures.page([1, 2]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        service.willReturn(Self.ana)
        service.willReturnUserQuestions(Fixtures.page([5]))
        let navigator = start(service)
        await appear()
        stack.list?.openQuestion(atRow: 1)
        await appear()
        let question = stack.topQuestion

        stack.deliver(.command(.user))
        #expect(stack.topUser is MVPUserView)
        await appear()
        #expect(
            Set(service.calls.suffix(2)) == [
                .user(id: 7, site: "stackoverflow"),
                .userQuestions(UserQuestionsQuery(userID: 7, site: "stackoverflow", pageSize: 2)),
            ])
        stack.topUser?.goBack()

        #expect(stack.screens.count == 2)
        #expect(stack.top === question)
        withExtendedLifetime(navigator) {}
    }

    @Test("the navigator puts a question opened from a user's page in place of the question above it")
    func questionFromAUserPage() async {
        let service = StubQuestionService()
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        service.willReturn(Self.ana)
        service.willReturnUserQuestions(Fixtures.page([5, 6]))
        service.willReturn(Fixtures.question(id: 5), answers: [])
        service.willReturn(Fixtures.question(id: 6), answers: [])
        let navigator = start(service)
        await appear()
        stack.list?.openQuestion(atRow: 1)
        await appear()
        stack.deliver(.command(.user))
        await appear()
        let user = stack.topUser
        user?.openQuestion(atRow: 1)
        await appear()
        weak let replaced = stack.topQuestion

        user?.openQuestion(atRow: 2)
        await appear()

        #expect(replaced == nil)
        #expect(stack.screens.count == 4)
        #expect(stack.screens[2] === user)
        #expect(service.calls.contains(.answers(questionID: 6, site: "stackoverflow")))
        withExtendedLifetime(navigator) {}
    }

    /// Guards `private weak var view` in the question and user presenters: a strong one makes a cycle with
    /// the view that holds its presenter, and both outlive `back`. Every load has ended first, so the
    /// stack is the only owner of a screen.
    @Test("releases every view and presenter after back three times from list, question, user, question")
    func releasesThreeDeep() async {
        let service = StubQuestionService()
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        service.willReturn(Self.ana)
        service.willReturnUserQuestions(Fixtures.page([2]))
        service.willReturn(Fixtures.question(id: 2), answers: [])
        let presenters = PresenterRecord()
        let navigator = start(service, presenters: presenters)
        await appear()
        stack.list?.openQuestion(atRow: 1)
        await appear()
        weak let firstView = stack.topQuestion
        stack.deliver(.command(.user))
        await appear()
        weak let userView = stack.topUser
        stack.topUser?.openQuestion(atRow: 1)
        await appear()
        weak let secondView = stack.topQuestion
        #expect(stack.screens.count == 4)
        #expect(presenters.made.count == 2)
        #expect(presenters.users.count == 1)
        weak let firstPresenter = presenters.made.first
        weak let secondPresenter = presenters.made.last
        weak let userPresenter = presenters.users.first
        presenters.made = []
        presenters.users = []
        #expect(firstView != nil && userView != nil && secondView != nil)
        #expect(firstPresenter != nil && userPresenter != nil && secondPresenter != nil)
        #expect(service.calls.contains(.answers(questionID: 2, site: "stackoverflow")))

        for _ in 1...3 { (stack.top as? any PushedScreen)?.goBack() }

        #expect(stack.screens.count == 1)
        #expect(secondView == nil, "the second question's view")
        #expect(secondPresenter == nil, "the second question's presenter")
        #expect(userView == nil, "the user's view")
        #expect(userPresenter == nil, "the user's presenter")
        #expect(firstView == nil, "the first question's view")
        #expect(firstPresenter == nil, "the first question's presenter")
        withExtendedLifetime(navigator) {}
    }
}

/// The question and user presenters the navigator made, so a test can watch them go.
@MainActor
final class PresenterRecord {
    var made: [MVPQuestionPresenter] = []
    var users: [MVPUserPresenter] = []
}

/// MVP's screens as the app makes them, drawing on recording displays, and recording each question's and
/// user's presenter in `presenters`, held weakly: the record holds the presenters, which hold the
/// navigator, which holds this factory.
@MainActor
struct MVPRecordingScreens: MVPScreenFactory {
    let service: any QuestionService
    let query: QuestionQuery
    let formatters: ScreenFormatters
    let loads: LoadTracker
    let listDisplay: RecordingListDisplay
    weak var presenters: PresenterRecord?

    func makeListPresenter(navigator: any MVPNavigation) -> any MVPQuestionListEventHandler {
        MVPQuestionListPresenter(
            service: service, saves: .inMemory(), query: query, formatter: formatters.list, loads: loads,
            navigator: navigator)
    }

    func makeListView(presenter: any MVPQuestionListEventHandler) -> any ListScreen {
        MVPQuestionListView(presenter: presenter, display: listDisplay)
    }

    func makeQuestionPresenter(questionID: Int, site: String, navigator: any MVPNavigation)
        -> any MVPQuestionEventHandler
    {
        let presenter = MVPQuestionPresenter(
            service: service, saves: .inMemory(), questionID: questionID, site: site,
            formatter: formatters.question,
            loads: loads,
            navigator: navigator)
        presenters?.made.append(presenter)
        return presenter
    }

    func makeQuestionView(presenter: any MVPQuestionEventHandler) -> any QuestionScreen {
        MVPQuestionView(presenter: presenter, display: RecordingQuestionDisplay())
    }

    func makeUserPresenter(userID: Int, site: String, navigator: any MVPNavigation) -> any MVPUserEventHandler
    {
        let presenter = MVPUserPresenter(
            service: service, saves: .inMemory(), userID: userID, site: site, pageSize: query.pageSize,
            formatter: formatters.user,
            loads: loads, navigator: navigator)
        presenters?.users.append(presenter)
        return presenter
    }

    func makeUserView(presenter: any MVPUserEventHandler) -> any UserScreen {
        MVPUserView(presenter: presenter, display: RecordingUserDisplay())
    }

    func makeSavedPresenter(navigator: any MVPNavigation) -> any MVPSavedEventHandler {
        MVPSavedPresenter(
            saves: .inMemory(), pageSize: query.pageSize, formatter: formatters.saved, loads: loads,
            navigator: navigator)
    }

    func makeSavedView(presenter: any MVPSavedEventHandler) -> any SavedScreen {
        MVPSavedView(presenter: presenter, display: RecordingListDisplay())
    }
}
