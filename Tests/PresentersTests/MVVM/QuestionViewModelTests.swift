import Entities
import Presenters
import TestSupport
import Testing

@MainActor
@Suite("MVVM question view model")
struct QuestionViewModelTests {
    let service = StubQuestionService()
    let outputs = OutputRecorder<QuestionViewModel.Output>()

    private func makeViewModel(id: Int = 3) -> QuestionViewModel {
        let viewModel = QuestionViewModel(
            service: service, questionID: id, site: "stackoverflow",
            formatter: QuestionScreenFormatter(now: { Fixtures.now }))
        viewModel.bind(outputs.record)
        return viewModel
    }

    @Test("loads the question and binds it with the accepted answer first")
    func loads() async {
        service.willReturn(
            Fixtures.question(id: 3, title: "Title", acceptedAnswerID: 8),
            answers: [
                Fixtures.answer(id: 7, questionID: 3, score: 20),
                Fixtures.answer(id: 8, questionID: 3, isAccepted: true),
            ])

        await makeViewModel().load()

        #expect(outputs.values.first == .loading)
        guard case .question(let screen) = outputs.values.last else {
            Issue.record("expected a question, got \(outputs.values)")
            return
        }
        #expect(screen.title == "Title")
        #expect(screen.answersHeading == "2 answers")
        #expect(screen.answers.map(\.isAccepted) == [true, false])
    }

    @Test("announces going back as an intent")
    func goesBack() {
        let viewModel = makeViewModel()
        var backCount = 0
        viewModel.onBack = { backCount += 1 }

        viewModel.goBack()

        #expect(backCount == 1)
    }

    @Test("binds an error with the way back when the question cannot be loaded")
    func reportsFailures() async {
        service.willFailQuestion(id: 3, with: .http(status: 404))

        await makeViewModel().load()

        #expect(
            outputs.values.last
                == .error(
                    "Couldn't load the question: the server answered HTTP 404. Type 'back' for the list."))
    }
}
