import Entities
import Presenters
import Routers
import TestSupport
import Testing

@MainActor
@Suite("VIPER routers")
struct VIPERRouterTests {
    let service = StubQuestionService()
    let host = FakeVIPERHost()
    let formatters = ScreenFormatters(now: { Fixtures.now })

    private func startList() async {
        await QuestionListRouter.startModule(
            service: service, query: QuestionQuery(), formatters: formatters, host: host)
    }

    @Test("assembles the list module, shows its view and loads the first page into it")
    func startsTheList() async {
        service.willReturn(Fixtures.page([1, 2]))

        await startList()

        #expect(host.listView?.shownTitles == [["Question 1", "Question 2"]])
        #expect(service.queries.map(\.page) == [1])
    }

    @Test("opening a row assembles the question module on top and loads the question")
    func opensAQuestion() async {
        service.willReturn(Fixtures.page([1, 2]))
        service.willReturn(Fixtures.question(id: 2, title: "Second"), answers: [])
        await startList()

        await host.listView?.eventHandler.didSelectRow(number: 2)

        #expect(host.questionViews.count == 1)
        #expect(host.questionViews.first?.shownTitles == ["Second"])
    }

    @Test("back dismisses the question module through its router")
    func goesBack() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        await startList()
        await host.listView?.eventHandler.didSelectRow(number: 1)

        host.questionViews.first?.eventHandler.didRequestBack()

        #expect(host.questionViews.isEmpty)
    }

    @Test("the question module's view and presenter are released after back")
    func releasesTheModule() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        await startList()
        await host.listView?.eventHandler.didSelectRow(number: 1)
        weak let view = host.questionViews.first
        weak let presenter = host.questionViews.first?.eventHandler as? QuestionPresenter
        #expect(view != nil)
        #expect(presenter != nil)

        host.questionViews.first?.eventHandler.didRequestBack()

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
