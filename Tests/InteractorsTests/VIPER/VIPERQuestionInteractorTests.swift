import Entities
import Interactors
import TestSupport
import Testing

@MainActor
@Suite("VIPER question interactor")
struct VIPERQuestionInteractorTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let output = VIPERRecordingQuestionOutput()

    private func makeInteractor(id: Int = 5) -> VIPERQuestionInteractor {
        let interactor = VIPERQuestionInteractor(
            service: service, saves: .inMemory(), questionID: id, site: "superuser", loads: loads)
        interactor.output = output
        return interactor
    }

    @Test("fetches the question and its answers from its site")
    func fetchesFromTheSite() async {
        service.willReturn(Fixtures.question(id: 5), answers: [])

        let interactor = makeInteractor()  // kept: its load holds it weakly
        interactor.loadQuestion()
        await loads.waitUntilIdleOrFail()

        #expect(
            Set(service.calls) == [
                .question(id: 5, site: "superuser"), .answers(questionID: 5, site: "superuser"),
            ])
    }

    @Test("reports the question with its answers in reading order, as plain values")
    func reportsTheDetail() async throws {
        let question = Fixtures.question(id: 5, title: "T", acceptedAnswerID: 2, body: "<p>B</p>")
        service.willReturn(
            question,
            answers: [
                Fixtures.answer(id: 1, questionID: 5, score: 9),
                Fixtures.answer(id: 2, questionID: 5, score: 1, isAccepted: true),
            ])

        let interactor = makeInteractor()  // kept: its load holds it weakly
        interactor.loadQuestion()
        await loads.waitUntilIdleOrFail()

        #expect(output.events.first == .startedLoading)
        guard case .loaded(let detail) = output.events.last else {
            Issue.record("expected a loaded question, got \(output.events)")
            return
        }
        #expect(detail.title == "T")
        #expect(detail.body == "<p>B</p>")
        #expect(detail.ownerName == "Ana")
        #expect(detail.answers.map(\.id) == [2, 1])
    }

    @Test("reports a failure to fetch the question")
    func reportsAFailure() async {
        service.willFailQuestion(id: 5, with: .questionNotFound(id: 5))

        let interactor = makeInteractor()  // kept: its load holds it weakly
        interactor.loadQuestion()
        await loads.waitUntilIdleOrFail()

        #expect(output.events.last == .failed(.questionNotFound(id: 5)))
    }
}
