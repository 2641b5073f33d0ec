import Entities
import Interactors
import Presenters
import Routers
import TestSupport
import Testing

@MainActor
@Suite("VIPER routers")
struct VIPERRouterTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let host = FakeVIPERHost()
    let formatters = ScreenFormatters(now: { Fixtures.now })

    /// Starts the list module and, as the terminal's stack does once it is shown, tells its view it appeared.
    private func startList() async {
        QuestionListRouter.startModule(
            service: service, query: QuestionQuery(), formatters: formatters, loads: loads, host: host)
        host.listView?.eventHandler.viewDidLoad()
        await loads.waitUntilIdle()
    }

    /// Opens row `number` and tells the question view it appeared.
    private func openRow(_ number: Int) async {
        host.listView?.eventHandler.didRequestOpenQuestion(atRow: number)
        host.questionViews.last?.eventHandler.viewDidLoad()
        await loads.waitUntilIdle()
    }

    @Test("assembles the list module and shows its view, but sends no lifecycle event itself")
    func assemblesWithoutLoading() {
        QuestionListRouter.startModule(
            service: service, query: QuestionQuery(), formatters: formatters, loads: loads, host: host)

        #expect(host.listView != nil)
        #expect(service.calls.isEmpty)
    }

    @Test("the list module loads the first page into its view once the view appears")
    func startsTheList() async {
        service.willReturn(Fixtures.page([1, 2]))

        await startList()

        #expect(host.listView?.shownTitles == [["Question 1", "Question 2"]])
        #expect(service.queries.map(\.page) == [1])
    }

    @Test("opening a row assembles the question module on top, which loads the question once it appears")
    func opensAQuestion() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willReturn(Fixtures.question(id: 2, title: "Second"), answers: [])
        await startList()

        host.listView?.eventHandler.didRequestOpenQuestion(atRow: 2)
        #expect(host.questionViews.first?.shownTitles == [])
        host.questionViews.last?.eventHandler.viewDidLoad()
        await loads.waitUntilIdle()

        #expect(host.questionViews.count == 1)
        #expect(host.questionViews.first?.shownTitles == ["Second"])
    }

    @Test("back dismisses the question module through its router")
    func goesBack() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        await startList()
        await openRow(1)

        host.questionViews.first?.eventHandler.didRequestGoBack()

        #expect(host.questionViews.isEmpty)
    }

    @Test("the question module's view and presenter are released after back")
    func releasesTheModule() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        await startList()
        await openRow(1)
        weak let view = host.questionViews.first
        weak let presenter = host.questionViews.first?.eventHandler as? QuestionPresenter
        #expect(view != nil)
        #expect(presenter != nil)

        host.questionViews.first?.eventHandler.didRequestGoBack()

        #expect(view == nil)
        #expect(presenter == nil)
    }

    @Test("the list view owns its module: the presenter holds it weakly and goes when it goes")
    func listViewOwnsTheModule() async {
        service.willReturn(Fixtures.page([1]))
        await startList()
        weak let presenter = host.listView?.eventHandler as? QuestionListPresenter
        #expect(presenter?.view === host.listView)

        host.removeListView()

        #expect(presenter == nil)
    }
}
