import Entities
import Interactors
import Presenters
import TestSupport
import Testing
import TextFront

/// MVP's UI side: the views forward every event to their presenters, and the navigator puts question
/// screens on the stack and takes them off. The module-release test: after `back`, the question's view
/// and presenter are gone, with or without a load in flight.
@MainActor
@Suite("MVP views and navigator", .timeLimit(.minutes(1)))
struct MVPNavigatorTests {
    let loads = LoadTracker()
    let stack = ScreenStack()
    let listView = CapturingListView()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatters = ScreenFormatters(now: { Fixtures.now })

    /// The list screen on the stack, its navigator, and a record of each question presenter made.
    private func start(_ service: any QuestionService, presenters: PresenterRecord) -> TerminalMVPNavigator {
        let navigator = TerminalMVPNavigator(
            navigation: stack,
            makeQuestionScreen: { [loads, formatters] id, site, navigator in
                let presenter = MVPQuestionPresenter(
                    service: service, questionID: id, site: site, formatter: formatters.question,
                    loads: loads,
                    navigator: navigator)
                presenters.made.append(presenter)
                return MVPQuestionView(presenter: presenter, display: CapturingQuestionView())
            })
        stack.setRoot(
            MVPQuestionListView(
                presenter: MVPQuestionListPresenter(
                    service: service, query: query, formatter: formatters.list, loads: loads,
                    navigator: navigator),
                display: listView))
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
        let navigator = start(service, presenters: PresenterRecord())

        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdle()

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
        let navigator = start(service, presenters: PresenterRecord())
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdle()

        stack.list?.openQuestion(atRow: 1)
        #expect(stack.topQuestion is MVPQuestionView)
        stack.topQuestion?.goBack()

        #expect(stack.topQuestion == nil)
        withExtendedLifetime(navigator) {}
    }

    /// Guards the presenter's weak view and its task's weak capture: either held strongly keeps the
    /// closed screen alive until its answer comes.
    @Test("releases the question's view and presenter after back, with the load in flight")
    func moduleReleased() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let presenters = PresenterRecord()
        let navigator = start(service, presenters: presenters)
        stack.takeAppearingScreen()?.viewDidLoad()
        await service.waitForCalls(1)
        service.answer(.questions(query, .useCache), with: .page(Fixtures.page([1, 2])))
        await loads.waitUntilIdle()
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
    }
}

/// The question presenters the navigator made, so a test can watch them go.
@MainActor
final class PresenterRecord {
    var made: [MVPQuestionPresenter] = []
}
