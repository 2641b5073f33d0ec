import Entities
import Interactors
import TestSupport
import Testing

/// The user's page's first fetch: the user and their first page of questions, asked for at once, with
/// both requests held and answered by the tests in the order each scenario needs.
@MainActor
@Suite("Fetching a user's page", .timeLimit(.minutes(1)))
struct FetchUserPageTests {
    let service = HeldQuestionService()
    static let user = StubQuestionService.Call.user(id: 7, site: "unix")
    static let questions = StubQuestionService.Call.userQuestions(
        UserQuestionsQuery(userID: 7, site: "unix", pageSize: 5))
    static let profile = UserProfile(id: 7, displayName: "Ana", reputation: 10)

    private func fetch() -> Task<UserPage, any Error> {
        let fetch = FetchUserPage(service: service)
        return Task { try await fetch(userID: 7, site: "unix", pageSize: 5) }
    }

    /// Guards the questions' task in `callAsFunction`: awaiting the user before asking for the
    /// questions would hold the second request back until the first is answered.
    @Test("asks for the user and their first page by votes at once, and puts them together")
    func asksForBothAtOnce() async throws {
        let fetching = fetch()

        await service.waitForCalls(2)
        #expect(Set(service.heldCalls) == [Self.user, Self.questions])
        service.answer(Self.questions, with: .page(Fixtures.page([3, 4], hasMore: true)))
        service.answer(Self.user, with: .user(Self.profile))
        let page = try #require(try await result(of: fetching, "the page's fetch")?.get())

        #expect(page.profile == Self.profile)
        #expect(page.questions.map(\.id) == [3, 4])
        #expect(page.hasMore)
        #expect(page.query == UserQuestionsQuery(userID: 7, site: "unix", pageSize: 5))
    }

    /// Guards `questions.cancel()` when the user fails: without it the questions' request outlives the
    /// fetch that failed.
    @Test("throws the user's error when the user fails, and cancels the questions' request")
    func userFails() async {
        let fetching = fetch()

        await service.waitForCalls(2)
        service.answer(Self.user, with: .failure(.userNotFound(id: 7)))

        await #expect(throws: ServiceError.userNotFound(id: 7)) {
            try await result(of: fetching, "the page's fetch")?.get()
        }
        #expect(service.cancelledCalls == [Self.questions])
    }

    @Test("throws the questions' error when only they fail")
    func questionsFail() async {
        let fetching = fetch()

        await service.waitForCalls(2)
        service.answer(Self.user, with: .user(Self.profile))
        service.answer(Self.questions, with: .failure(.http(status: 503)))

        await #expect(throws: ServiceError.http(status: 503)) {
            try await result(of: fetching, "the page's fetch")?.get()
        }
    }

    /// Guards the `onCancel:` handler: without it the questions' task, made apart, runs on.
    @Test("cancels both requests when the caller is cancelled")
    func cancelledCaller() async {
        let fetching = fetch()

        await service.waitForCalls(2)
        fetching.cancel()

        await #expect(throws: ServiceError.cancelled) {
            try await result(of: fetching, "the page's fetch")?.get()
        }
        #expect(Set(service.cancelledCalls) == [Self.user, Self.questions])
    }
}
