import Entities
import Interactors
import Presenters
import Routers
import TestSupport
import Testing

@MainActor
@Suite("MVVM coordinator")
struct MVVMQuestionsCoordinatorTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let host = MVVMRecordingHost()
    let coordinator: MVVMQuestionsCoordinator

    init() {
        let query = QuestionQuery(site: "unix", pageSize: 5)
        coordinator = MVVMQuestionsCoordinator(
            site: query.site,
            viewModels: MVVMViewModels(
                service: service, saves: .inMemory(), query: query,
                formatters: ScreenFormatters(now: { Fixtures.now }),
                loads: loads),
            host: host)
    }

    /// Shows the list and loads page 1, `[1]`, as its view does when it appears.
    private func startList() async {
        service.willReturn(Fixtures.page([1]))
        coordinator.start()
        host.listViewModel?.loadFirstPage()
        await loads.waitUntilIdleOrFail()
    }

    /// Opens question `id`, on row 1 of the screen beneath, and loads it as its view does when it appears.
    private func openQuestion(_ id: Int, from open: (Int) -> Void) async {
        service.willReturn(Fixtures.question(id: id), answers: [])  // asked by Ana, user 7
        open(1)
        host.questionViewModels.last?.loadQuestion()
        await loads.waitUntilIdleOrFail()
    }

    /// Opens the page of the asker of the question on top, user 7, listing `ids`, and loads it.
    private func openAsker(listing ids: [Int]) async {
        service.willReturn(UserProfile(id: 7, displayName: "Ana Lima", reputation: 1))
        service.willReturnUserQuestions(Fixtures.page(ids))
        host.questionViewModels.last?.openUser()
        host.userViewModels.last?.loadPage()
        await loads.waitUntilIdleOrFail()
    }

    @Test("shows a list view model for the query, and leaves loading to the view")
    func starts() async {
        service.willReturn(Fixtures.page([1]))

        coordinator.start()
        #expect(host.listViewModel != nil)
        #expect(service.calls.isEmpty)
        host.listViewModel?.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        #expect(service.queries.map(\.site) == ["unix"])
    }

    @Test("turns the list's intent into a question view model shown on top, for the chosen question")
    func showsTheChosenQuestion() async {
        service.willReturn(Fixtures.page([1, 5]))
        service.willReturn(Fixtures.question(id: 5, title: "Five"), answers: [])
        coordinator.start()
        host.listViewModel?.loadFirstPage()
        await loads.waitUntilIdleOrFail()

        host.listViewModel?.openQuestion(atRow: 2)
        host.questionViewModels.last?.loadQuestion()
        await loads.waitUntilIdleOrFail()

        #expect(host.questionViewModels.count == 1)
        #expect(service.calls.contains(.question(id: 5, site: "unix")))
        #expect(host.questionStates.last?.screen?.title == "Five")
    }

    @Test("hands the list's refusal of open N typed on the question on top to the host, for that question")
    func refusalGoesToTheQuestion() async {
        await startList()
        await openQuestion(1, from: { host.listViewModel?.openQuestion(atRow: $0) })

        host.listViewModel?.openQuestion(atRow: 9)

        #expect(host.flowCalls.last == .showErrorOnQuestion(ListText.noSuchRow(9)))
        #expect(host.questionViewModels.count == 1)
    }

    @Test("turns the question's back intent into a pop, releasing the view model")
    func goesBackAndReleases() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        coordinator.start()
        host.listViewModel?.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        host.listViewModel?.openQuestion(atRow: 1)
        weak let questionViewModel = host.questionViewModels.first
        #expect(questionViewModel != nil)

        questionViewModel?.goBack()

        #expect(host.questionViewModels.isEmpty)
        #expect(questionViewModel == nil)
    }

    @Test(
        "turns the question's user intent into a user view model shown on top, for the asker, paged as the list"
    )
    func showsTheAsker() async {
        await startList()
        await openQuestion(1) { host.listViewModel?.openQuestion(atRow: $0) }

        await openAsker(listing: [5])

        #expect(host.userViewModels.count == 1)
        #expect(host.questionViewModels.count == 1)
        #expect(service.calls.contains(.user(id: 7, site: "unix")))
        #expect(
            service.calls.contains(.userQuestions(UserQuestionsQuery(userID: 7, site: "unix", pageSize: 5))))
        #expect(host.userStates.last?.page?.name == "Ana Lima")
    }

    @Test("turns the user page's chosen question into a question view model shown on top of it")
    func showsAQuestionOfThePage() async {
        await startList()
        await openQuestion(1) { host.listViewModel?.openQuestion(atRow: $0) }
        await openAsker(listing: [5])

        await openQuestion(5) { host.userViewModels.last?.openQuestion(atRow: $0) }

        #expect(host.questionViewModels.count == 2)
        #expect(host.userViewModels.count == 1)
        #expect(service.calls.contains(.question(id: 5, site: "unix")))
        #expect(host.questionStates.last?.screen?.title == "Question 5")
    }

    @Test("turns the user page's back intent into a pop, releasing the view model, and keeps the question")
    func closesTheUserPage() async {
        await startList()
        await openQuestion(1) { host.listViewModel?.openQuestion(atRow: $0) }
        await openAsker(listing: [5])
        weak let userViewModel = host.userViewModels.first
        #expect(userViewModel != nil)

        userViewModel?.goBack()

        #expect(host.userViewModels.isEmpty)
        #expect(host.questionViewModels.count == 1)
        #expect(userViewModel == nil)
    }

    /// Guards the coordinator's holding no view model: each view model holds the coordinator, so one it
    /// kept (the last opened, say) would outlive its screen, however deep the stack.
    @Test("releases every view model of list → question → user → question after back three times")
    func releasesThreeDeep() async {
        await startList()
        await openQuestion(1) { host.listViewModel?.openQuestion(atRow: $0) }
        await openAsker(listing: [5])
        await openQuestion(5) { host.userViewModels.last?.openQuestion(atRow: $0) }
        weak let firstQuestion = host.questionViewModels.first
        weak let user = host.userViewModels.first
        weak let secondQuestion = host.questionViewModels.last
        #expect(firstQuestion != nil && user != nil && secondQuestion != nil)
        #expect(firstQuestion !== secondQuestion)

        secondQuestion?.goBack()
        user?.goBack()
        firstQuestion?.goBack()

        #expect(host.questionViewModels.isEmpty)
        #expect(host.userViewModels.isEmpty)
        #expect(secondQuestion == nil, "the question opened from the user's page is kept alive")
        #expect(user == nil, "the user's page is kept alive")
        #expect(firstQuestion == nil, "the question opened from the list is kept alive")
        #expect(host.listViewModel != nil)
    }

    @Test("starts from a route to a question: the list, and the question's view model on top, nothing loaded")
    func startsFromARoute() async {
        service.willReturn(Fixtures.question(id: 9), answers: [])

        coordinator.start(at: .question(id: 9))
        #expect(host.listViewModel != nil)
        #expect(host.questionViewModels.count == 1)
        #expect(service.calls.isEmpty)
        host.questionViewModels.last?.loadQuestion()
        await loads.waitUntilIdleOrFail()

        #expect(service.calls.contains(.question(id: 9, site: "unix")))
        #expect(host.listStates.last?.listVersion == 0, "the list loaded before back showed it")
    }

    @Test("reads the stack its host shows: a screen above the list, a question on top")
    func readsTheStack() async {
        await startList()
        #expect(!coordinator.hasScreenAboveList)
        #expect(!coordinator.isQuestionOnTop)

        await openQuestion(1) { host.listViewModel?.openQuestion(atRow: $0) }

        #expect(coordinator.hasScreenAboveList)
        #expect(coordinator.isQuestionOnTop)
    }

    @Test("carries out the flow a view model asks for on its host, one call each, in order")
    func carriesOutTheFlow() {
        coordinator.cancelEveryLoad()
        coordinator.returnToList()
        coordinator.leaveScreenOnTop()
        coordinator.showTopIfItNeverAppeared()
        coordinator.showUncoveredScreen()

        #expect(
            host.flowCalls == [
                .cancelEveryLoad, .returnToList, .leaveScreenOnTop, .showTopIfItNeverAppeared,
                .showUncoveredScreen,
            ])
    }
}
