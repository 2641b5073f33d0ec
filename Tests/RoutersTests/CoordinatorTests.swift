import Entities
import Presenters
import Routers
import TestSupport
import Testing

@MainActor
@Suite("MVVM coordinator")
struct CoordinatorTests {
    let service = StubQuestionService()
    let host = FakeMVVMHost()
    let coordinator: QuestionsCoordinator

    init() {
        coordinator = QuestionsCoordinator(
            service: service, query: QuestionQuery(site: "unix"),
            formatters: ScreenFormatters(now: { Fixtures.now }),
            host: host)
    }

    @Test("shows the list view model and loads its first page")
    func starts() async {
        service.willReturn(Fixtures.page([1]))

        await coordinator.start()

        #expect(host.listViewModel != nil)
        #expect(host.listOutputs.first == .loading)
        #expect(service.queries.map(\.site) == ["unix"])
    }

    @Test("turns the list's choice into a question view model shown on top and loaded")
    func showsTheChosenQuestion() async {
        service.willReturn(Fixtures.page([1, 5]))
        service.willReturn(Fixtures.question(id: 5, title: "Five"), answers: [])
        await coordinator.start()

        await host.listViewModel?.selectRow(number: 2)

        #expect(host.questionViewModels.count == 1)
        #expect(service.calls.contains(.question(id: 5, site: "unix")))
        guard case .question(let screen) = host.questionOutputs.last else {
            Issue.record("expected a question, got \(host.questionOutputs)")
            return
        }
        #expect(screen.title == "Five")
    }

    @Test("turns the question's back intent into a pop, releasing the view model")
    func goesBackAndReleases() async {
        service.willReturn(Fixtures.page([1]))
        service.willReturn(Fixtures.question(id: 1), answers: [])
        await coordinator.start()
        await host.listViewModel?.selectRow(number: 1)
        weak let questionViewModel = host.questionViewModels.first
        #expect(questionViewModel != nil)

        questionViewModel?.goBack()

        #expect(host.questionViewModels.isEmpty)
        #expect(questionViewModel == nil)
    }
}
