import Entities
import Interactors
import Presenters
import Routers
import TestSupport
import Testing

@MainActor
@Suite("MVVM coordinator")
struct CoordinatorTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let host = FakeMVVMHost()
    let coordinator: QuestionsCoordinator

    init() {
        coordinator = QuestionsCoordinator(
            service: service, query: QuestionQuery(site: "unix"),
            formatters: ScreenFormatters(now: { Fixtures.now }), loads: loads,
            host: host)
    }

    @Test("shows a list view model for the query, and leaves loading to the view")
    func starts() async {
        service.willReturn(Fixtures.page([1]))

        coordinator.start()
        #expect(host.listViewModel != nil)
        #expect(service.calls.isEmpty)
        host.listViewModel?.loadFirstPage()
        await loads.waitUntilIdle()

        #expect(service.queries.map(\.site) == ["unix"])
    }

    @Test("turns the list's intent into a question view model shown on top, for the chosen question")
    func showsTheChosenQuestion() async {
        service.willReturn(Fixtures.page([1, 5]))
        service.willReturn(Fixtures.question(id: 5, title: "Five"), answers: [])
        coordinator.start()
        host.listViewModel?.loadFirstPage()
        await loads.waitUntilIdle()

        host.listViewModel?.openQuestion(atRow: 2)
        host.questionViewModels.last?.loadQuestion()
        await loads.waitUntilIdle()

        #expect(host.questionViewModels.count == 1)
        #expect(service.calls.contains(.question(id: 5, site: "unix")))
        #expect(host.questionStates.last?.screen?.title == "Five")
    }

    @Test("turns the question's back intent into a pop, releasing the view model")
    func goesBackAndReleases() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        coordinator.start()
        host.listViewModel?.loadFirstPage()
        await loads.waitUntilIdle()
        host.listViewModel?.openQuestion(atRow: 1)
        weak let questionViewModel = host.questionViewModels.first
        #expect(questionViewModel != nil)

        questionViewModel?.goBack()

        #expect(host.questionViewModels.isEmpty)
        #expect(questionViewModel == nil)
    }
}
