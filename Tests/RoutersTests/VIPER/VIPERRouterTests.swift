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
    let host = VIPERRecordingHost()
    let formatters = ScreenFormatters(now: { Fixtures.now })

    /// The parts of the app's own run, on the stub service, `pageSize` questions a page on a user's page.
    func modules(pageSize: Int = QuestionQuery().pageSize) -> VIPERModules {
        VIPERModules(
            service: service, saves: .inMemory(), formatters: formatters, pageSize: pageSize, loads: loads)
    }

    /// Starts the list module for `query`, its parts watched by `watcher` if given, and, as the terminal's
    /// stack does once it is shown, tells its view it appeared.
    private func startList(query: QuestionQuery = QuestionQuery(), watcher: PieceWatcher? = nil) async {
        let parts = modules(pageSize: query.pageSize)
        VIPERQuestionListRouter.startModule(
            query: query, modules: watcher.map { WatchingModules(modules: parts, watcher: $0) } ?? parts,
            host: host)
        host.listView?.eventHandler.viewDidLoad()
        await loads.waitUntilIdleOrFail()
    }

    /// Opens row `number` and tells the question view it appeared.
    private func openRow(_ number: Int) async {
        host.listView?.eventHandler.didRequestOpenQuestion(atRow: number)
        host.questionViews.last?.eventHandler.viewDidLoad()
        await loads.waitUntilIdleOrFail()
    }

    /// Opens the page of the asker of the question on top, user 7, listing `ids`, and tells its view it
    /// appeared.
    private func openAsker(listing ids: [Int]) async {
        service.willReturn(UserProfile(id: 7, displayName: "Ana Lima", reputation: 1))
        service.willReturnUserQuestions(Fixtures.page(ids))
        host.questionViews.last?.eventHandler.didRequestUser()
        host.userViews.last?.eventHandler.viewDidLoad()
        await loads.waitUntilIdleOrFail()
    }

    /// Opens row `number` of the user's page on top and tells the question view it appeared.
    private func openUserRow(_ number: Int) async {
        host.userViews.last?.eventHandler.didRequestOpenQuestion(atRow: number)
        host.questionViews.last?.eventHandler.viewDidLoad()
        await loads.waitUntilIdleOrFail()
    }

    @Test("assembles the list module and, for a route to a question, the question module on top")
    func startsFromARoute() async {
        service.willReturn(Fixtures.question(id: 9), answers: [])

        VIPERQuestionListRouter.startModule(
            query: QuestionQuery(site: "unix"), modules: modules(), host: host, route: .question(id: 9))
        #expect(host.listView != nil)
        #expect(host.questionViews.count == 1)
        #expect(service.calls.isEmpty)
        host.questionViews.last?.eventHandler.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(
            Set(service.calls) == [.question(id: 9, site: "unix"), .answers(questionID: 9, site: "unix")])
        #expect(host.questionViews.last?.shownTitles == [Fixtures.question(id: 9).title])
    }

    @Test(
        "assembles the saved module on top, whose view shows the saves when it appears, and closes it on back"
    )
    func savedModule() async throws {
        let store = InMemorySavedQuestions()
        _ = try store.save(Fixtures.question(id: 4), site: "stackoverflow")
        let parts = VIPERModules(
            service: service, saves: .inMemory(store), formatters: formatters, pageSize: 2, loads: loads)
        VIPERQuestionListRouter.startModule(query: QuestionQuery(), modules: parts, host: host)

        host.listView?.eventHandler.didRequestOpenSaved()
        let saved = try #require(host.savedViews.last)
        saved.eventHandler.viewDidLoad()

        #expect(host.pushed == [.saved])
        #expect(saved.shownTitles == [[Fixtures.question(id: 4).title]])

        saved.eventHandler.didRequestBack()

        #expect(host.savedViews.isEmpty)
        #expect(host.pushed.isEmpty)
        #expect(service.calls.isEmpty, "the saved screen asked the web service for something")
    }

    @Test("assembles the list module and shows its view, but sends no lifecycle event itself")
    func assemblesWithoutLoading() {
        VIPERQuestionListRouter.startModule(query: QuestionQuery(), modules: modules(), host: host)

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
        await loads.waitUntilIdleOrFail()

        #expect(host.questionViews.count == 1)
        #expect(host.questionViews.first?.shownTitles == ["Second"])
    }

    @Test("hands the list's refusal of open N typed on the question module on top to the host")
    func refusalGoesToTheQuestion() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        await startList()
        await openRow(1)

        host.listView?.eventHandler.didRequestOpenQuestion(atRow: 9)

        #expect(host.flowCalls.last == .showErrorOnQuestion(ListText.noSuchRow(9)))
        #expect(host.questionViews.count == 1)
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
        weak let presenter = host.questionViews.first?.eventHandler as? VIPERQuestionPresenter
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
        weak let presenter = host.listView?.eventHandler as? VIPERQuestionListPresenter
        #expect(presenter?.view === host.listView)

        host.removeListView()

        #expect(presenter == nil)
    }

    @Test("asking for the asker assembles the user module on top, which loads the page once it appears")
    func opensTheAsker() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])  // asked by Ana, user 7
        service.willReturn(UserProfile(id: 7, displayName: "Ana Lima", reputation: 1))
        service.willReturnUserQuestions(Fixtures.page([5]))
        await startList()
        await openRow(1)

        host.questionViews.last?.eventHandler.didRequestUser()
        #expect(host.userViews.first?.shownNames == [])
        #expect(!service.calls.contains(.user(id: 7, site: "stackoverflow")))
        host.userViews.last?.eventHandler.viewDidLoad()
        await loads.waitUntilIdleOrFail()

        #expect(host.userViews.count == 1)
        #expect(host.questionViews.count == 1)
        #expect(host.userViews.first?.shownNames == ["Ana Lima"])
    }

    @Test("the user module asks for as many questions a page as the list, on the question's site")
    func passesThePageSizeOn() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        await startList(query: QuestionQuery(site: "unix", pageSize: 5))
        await openRow(1)

        await openAsker(listing: [5])

        #expect(service.calls.contains(.user(id: 7, site: "unix")))
        #expect(
            service.calls.contains(.userQuestions(UserQuestionsQuery(userID: 7, site: "unix", pageSize: 5))))
    }

    @Test("opening a row of the user's page assembles a question module on top of it")
    func opensAQuestionOfThePage() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        service.willReturn(Fixtures.question(id: 5, title: "Fifth"), answers: [])
        await startList()
        await openRow(1)
        await openAsker(listing: [5])

        await openUserRow(1)

        #expect(host.questionViews.count == 2)
        #expect(host.userViews.count == 1)
        #expect(host.questionViews.last?.shownTitles == ["Fifth"])
    }

    @Test("says there is no such question on the user's page, and assembles nothing")
    func rejectsAMissingRowOfThePage() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        await startList()
        await openRow(1)
        await openAsker(listing: [5])
        let pushes = host.pushCount

        host.userViews.last?.eventHandler.didRequestOpenQuestion(atRow: 2)

        #expect(host.pushCount == pushes)
        #expect(host.userViews.last?.errors == ["No question 2 on this page."])
    }

    @Test("back dismisses the user module through its router, and keeps the question beneath")
    func goesBackFromTheUser() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        await startList()
        await openRow(1)
        await openAsker(listing: [5])

        host.userViews.first?.eventHandler.didRequestGoBack()

        #expect(host.userViews.isEmpty)
        #expect(host.questionViews.count == 1)
    }

    /// Guards the weak back references of every module (the interactor's `output`, the presenter's `view`):
    /// a strong one closes a cycle that keeps a closed module alive, however deep the stack.
    @Test("releases every piece of list → question → user → question after back three times")
    func releasesThreeDeep() async {
        let watcher = PieceWatcher()
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        service.willReturn(Fixtures.question(id: 5), answers: [])
        await startList(watcher: watcher)
        await openRow(1)
        await openAsker(listing: [5])
        await openUserRow(1)
        for (name, view) in [
            ("first question", host.questionViews.first), ("second question", host.questionViews.last),
        ] {
            watcher.watch(view, as: "\(name) view")
            watcher.watch(view?.eventHandler, as: "\(name) presenter")
        }
        watcher.watch(host.userViews.first, as: "user view")
        watcher.watch(host.userViews.first?.eventHandler, as: "user presenter")
        #expect(
            watcher.alive == [
                "list interactor", "list router", "question interactor", "question router", "user interactor",
                "user router", "question interactor", "question router", "first question view",
                "first question presenter", "second question view", "second question presenter", "user view",
                "user presenter",
            ])

        host.questionViews.last?.eventHandler.didRequestGoBack()
        host.userViews.last?.eventHandler.didRequestGoBack()
        host.questionViews.last?.eventHandler.didRequestGoBack()

        #expect(host.questionViews.isEmpty)
        #expect(host.userViews.isEmpty)
        #expect(watcher.alive == ["list interactor", "list router"], "released: \(watcher.released)")
    }

    @Test(
        "carries out the flow a presenter asks for on its host: back closes the module and uncovers the list")
    func backThroughTheRouter() async {
        service.willReturn(Fixtures.page([1, 2]))
        await startList()
        service.willReturn(Fixtures.question(id: 1), answers: [])
        await openRow(1)

        host.questionViews.last?.eventHandler.didRequestBack()

        #expect(host.pushed.isEmpty)
        #expect(host.flowCalls == [.showUncoveredScreen])
    }

    @Test("answers what the host shows: a command of the list's typed on a question returns to the list")
    func listCommandThroughTheRouter() async {
        service.willReturn(Fixtures.page([1, 2]))
        await startList()
        service.willReturn(Fixtures.question(id: 1), answers: [])
        await openRow(1)
        host.hasLoadInFlight = true

        service.willReturn(Fixtures.page([1, 2]))
        host.listView?.eventHandler.didRequestRefresh()
        await loads.waitUntilIdleOrFail()

        #expect(host.flowCalls == [.cancelEveryLoad, .returnToList, .showTopIfItNeverAppeared])
    }
}

/// Keeps a weak reference to every module piece it is shown, by name, to tell which are still alive.
@MainActor
final class PieceWatcher {
    private struct Piece {
        let name: String
        weak var object: AnyObject?
    }

    private var pieces: [Piece] = []

    /// Watches `object` under `name`; a piece that was never there is recorded as an issue.
    func watch(_ object: AnyObject?, as name: String) {
        if object == nil { Issue.record("no \(name) to watch") }
        pieces.append(Piece(name: name, object: object))
    }

    /// The names of the pieces still alive, in the order they were watched.
    var alive: [String] { pieces.filter { $0.object != nil }.map(\.name) }

    /// The names of the pieces released, in the order they were watched.
    var released: [String] { pieces.filter { $0.object == nil }.map(\.name) }
}

/// Hands on the parts of `modules`, watching every interactor it makes and every router it is given.
@MainActor
struct WatchingModules: VIPERModuleFactory {
    let modules: any VIPERModuleFactory
    let watcher: PieceWatcher

    func makeListInteractor(query: QuestionQuery) -> any VIPERQuestionListInteractorInput {
        let interactor = modules.makeListInteractor(query: query)
        watcher.watch(interactor, as: "list interactor")
        return interactor
    }

    func makeListPresenter(
        interactor: any VIPERQuestionListInteractorInput, router: any VIPERQuestionListRouting
    )
        -> VIPERQuestionListPresenter
    {
        watcher.watch(router, as: "list router")
        return modules.makeListPresenter(interactor: interactor, router: router)
    }

    func makeQuestionInteractor(questionID: Int, site: String) -> any VIPERQuestionInteractorInput {
        let interactor = modules.makeQuestionInteractor(questionID: questionID, site: site)
        watcher.watch(interactor, as: "question interactor")
        return interactor
    }

    func makeQuestionPresenter(interactor: any VIPERQuestionInteractorInput, router: any VIPERQuestionRouting)
        -> VIPERQuestionPresenter
    {
        watcher.watch(router, as: "question router")
        return modules.makeQuestionPresenter(interactor: interactor, router: router)
    }

    func makeUserInteractor(userID: Int, site: String) -> any VIPERUserInteractorInput {
        let interactor = modules.makeUserInteractor(userID: userID, site: site)
        watcher.watch(interactor, as: "user interactor")
        return interactor
    }

    func makeUserPresenter(interactor: any VIPERUserInteractorInput, router: any VIPERUserRouting)
        -> VIPERUserPresenter
    {
        watcher.watch(router, as: "user router")
        return modules.makeUserPresenter(interactor: interactor, router: router)
    }

    func makeSavedInteractor() -> any VIPERSavedInteractorInput {
        let interactor = modules.makeSavedInteractor()
        watcher.watch(interactor, as: "saved interactor")
        return interactor
    }

    func makeSavedPresenter(interactor: any VIPERSavedInteractorInput, router: any VIPERSavedRouting)
        -> VIPERSavedPresenter
    {
        watcher.watch(router, as: "saved router")
        return modules.makeSavedPresenter(interactor: interactor, router: router)
    }
}
