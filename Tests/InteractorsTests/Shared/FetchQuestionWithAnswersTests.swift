import Entities
import Interactors
import TestSupport
import Testing

@Suite("Fetching a question with its answers")
struct FetchQuestionWithAnswersTests {
    let service = StubQuestionService()

    @Test("fetches the question, then its answers, from the site, answers in reading order")
    func fetchesBoth() async throws {
        service.willReturn(
            Fixtures.question(id: 1),
            answers: [
                Fixtures.answer(id: 2, questionID: 1, score: 1),
                Fixtures.answer(id: 3, questionID: 1, score: 9),
            ])

        let fetched = try await FetchQuestionWithAnswers(service: service)(id: 1, site: "unix")

        #expect(fetched.question.id == 1)
        #expect(fetched.answers.map(\.id) == [3, 2])
        #expect(
            service.calls == [.question(id: 1, site: "unix"), .answers(questionID: 1, site: "unix")])
    }

    @Test("does not ask for the answers of a question that could not be fetched")
    func stopsAtAMissingQuestion() async {
        service.willFailQuestion(id: 1, with: .questionNotFound(id: 1))

        await #expect(throws: ServiceError.questionNotFound(id: 1)) {
            try await FetchQuestionWithAnswers(service: service)(id: 1, site: "unix")
        }
        #expect(service.calls == [.question(id: 1, site: "unix")])
    }

    @Test("passes the service's own error on, typed")
    func passesErrorsOn() async {
        service.willFailQuestion(id: 1, with: .backoff(seconds: 5))

        await #expect(throws: ServiceError.backoff(seconds: 5)) {
            try await FetchQuestionWithAnswers(service: service)(id: 1, site: "unix")
        }
    }
}
