import Entities
import Interactors
import TestSupport
import Testing

@Suite("Fetching a question with its answers")
struct FetchQuestionWithAnswersTests {
    let service = StubQuestionService()

    @Test("fetches the question and its answers from the site, answers in reading order")
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
            Set(service.calls) == [.question(id: 1, site: "unix"), .answers(questionID: 1, site: "unix")])
    }

    @Test("passes the service's own error on, typed")
    func passesErrorsOn() async {
        service.willFailQuestion(id: 1, with: .backoff(seconds: 5))

        await #expect(throws: ServiceError.backoff(seconds: 5)) {
            try await FetchQuestionWithAnswers(service: service)(id: 1, site: "unix")
        }
    }
}

/// The two requests in flight, held and answered by the tests in the order each scenario needs. A
/// request that never comes fails the test once `waitForCalls(_:)` gives up.
@MainActor
@Suite("Fetching a question with its answers, requests held", .timeLimit(.minutes(1)))
struct FetchQuestionWithAnswersHeldTests {
    let service = HeldQuestionService()
    static let question = StubQuestionService.Call.question(id: 1, site: "unix")
    static let answers = StubQuestionService.Call.answers(questionID: 1, site: "unix")

    private func fetch() -> Task<QuestionWithAnswers, any Error> {
        let fetch = FetchQuestionWithAnswers(service: service)
        return Task { try await fetch(id: 1, site: "unix") }
    }

    /// Guards the answers' task in `callAsFunction`: awaiting the question before asking for the
    /// answers would hold the second request back until the first is answered.
    @Test("asks for the question and its answers at once, before either has answered")
    func asksForBothAtOnce() async throws {
        let fetching = fetch()

        await service.waitForCalls(2)

        #expect(Set(service.heldCalls) == [Self.question, Self.answers])
        service.answer(Self.answers, with: .answers([Fixtures.answer(id: 2, questionID: 1, score: 1)]))
        service.answer(Self.question, with: .question(Fixtures.question(id: 1)))
        #expect(try await result(of: fetching, "the fetch")?.get().answers.map(\.id) == [2])
    }

    /// Guards `answers.cancel()` on the question's failure: the answers would be fetched for nothing.
    @Test("throws the question's error and cancels the request for its answers")
    func questionFailsFirst() async {
        let fetching = fetch()
        await service.waitForCalls(2)

        service.answer(Self.question, with: .failure(.questionNotFound(id: 1)))

        await #expect(throws: ServiceError.questionNotFound(id: 1)) {
            try await result(of: fetching, "the fetch")?.get()
        }
        #expect(service.cancelledCalls == [Self.answers])
    }

    @Test("throws the answers' error when the question came")
    func answersFail() async {
        let fetching = fetch()
        await service.waitForCalls(2)

        service.answer(Self.answers, with: .failure(.timedOut(seconds: 15)))
        service.answer(Self.question, with: .question(Fixtures.question(id: 1)))

        await #expect(throws: ServiceError.timedOut(seconds: 15)) {
            try await result(of: fetching, "the fetch")?.get()
        }
    }

    /// Guards the `onCancel` of `callAsFunction`: the answers' task is not a child of the caller's, so
    /// only that handler passes a cancel on to it once the question has come.
    @Test("cancels the request for the answers when the task that asked is cancelled after the question came")
    func cancelledCaller() async {
        let fetching = fetch()
        await service.waitForCalls(2)
        service.answer(Self.question, with: .question(Fixtures.question(id: 1)))
        // Whether or not the fetch has yet resumed to await the answers alone, only `onCancel` can pass
        // the cancel on to their request.

        fetching.cancel()

        await #expect(throws: ServiceError.cancelled) { try await result(of: fetching, "the fetch")?.get() }
        #expect(service.cancelledCalls == [Self.answers])
    }

    /// Guards the wait for the answers' task after the question failed: the fetch ends only once its
    /// last request has, so a load that ends with it leaves nothing running.
    @Test("ends only once the cancelled request for the answers has ended too")
    func waitsForTheCancelledAnswers() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let fetch = FetchQuestionWithAnswers(service: service)
        var ended = false
        let fetching = Task {
            await #expect(throws: ServiceError.questionNotFound(id: 1)) {
                try await fetch(id: 1, site: "unix")
            }
            ended = true
        }
        await service.waitForCalls(2)

        service.answer(Self.question, with: .failure(.questionNotFound(id: 1)))
        await service.waitUntil("the answers' request cancelled") { !$0.cancelledCalls.isEmpty }

        #expect(!ended)
        service.answer(Self.answers, with: .answers([]))
        await value(of: fetching, "the fetch")
        #expect(ended)
    }
}
