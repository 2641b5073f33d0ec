import Entities
import FakeStackExchange
import Foundation
import Interactors
import Testing
import WebService

@Suite("Live service: backoff and the cache")
struct LiveRulesTests {
    private static var pageWithBackoff: LoopbackHTTPServer.Response {
        Canned.json(200, #"{"items":[],"has_more":false,"quota_max":300,"quota_remaining":200,"backoff":10}"#)
    }

    @Test("sends no request to a method until its backoff has passed, and says how long to wait")
    func honoursBackoff() async throws {
        let harness = try LiveServiceHarness { _ in Self.pageWithBackoff }
        _ = try await harness.service.questions(for: QuestionQuery(), policy: .reload)
        harness.clock.advance(by: 4)

        await #expect(throws: ServiceError.backoff(seconds: 6)) {
            try await harness.service.questions(for: QuestionQuery(), policy: .reload)
        }
        #expect(harness.targets.count == 1)

        harness.clock.advance(by: 6)
        _ = try await harness.service.questions(for: QuestionQuery(), policy: .reload)
        #expect(harness.targets.count == 2)
    }

    @Test("holds the backoff against its own method only")
    func backoffIsPerMethod() async throws {
        let harness = try LiveServiceHarness { _ in Self.pageWithBackoff }
        _ = try await harness.service.questions(for: QuestionQuery(), policy: .reload)

        await #expect(throws: ServiceError.questionNotFound(id: 1)) {
            try await harness.service.question(id: 1, site: "stackoverflow")
        }
        #expect(harness.targets.count == 2)
    }

    @Test("keeps a backoff that came with an error")
    func backoffFromAnError() async throws {
        let harness = try LiveServiceHarness { _ in
            Canned.json(
                400,
                #"{"error_id":502,"error_message":"slow down","error_name":"throttle_violation","backoff":30}"#
            )
        }
        await #expect(throws: ServiceError.api(id: 502, name: "throttle_violation", message: "slow down")) {
            try await harness.service.questions(for: QuestionQuery(), policy: .reload)
        }

        await #expect(throws: ServiceError.backoff(seconds: 30)) {
            try await harness.service.questions(for: QuestionQuery(), policy: .reload)
        }
    }

    @Test("keeps to the wait a throttle error names, as to a backoff")
    func throttleViolation() async throws {
        let message = "too many requests from this IP, more requests available in 82 seconds"
        let harness = try LiveServiceHarness { _ in
            Canned.json(
                400, #"{"error_id":502,"error_message":"\#(message)","error_name":"throttle_violation"}"#)
        }
        await #expect(throws: ServiceError.api(id: 502, name: "throttle_violation", message: message)) {
            try await harness.service.questions(for: QuestionQuery(), policy: .reload)
        }

        await #expect(throws: ServiceError.backoff(seconds: 82)) {
            try await harness.service.questions(for: QuestionQuery(), policy: .reload)
        }
        #expect(harness.targets.count == 1)
    }

    @Test("rounds a fractional backoff up, and keeps a huge one to a day")
    func oddBackoffs() async throws {
        let harness = try LiveServiceHarness { request in
            let backoff = request.path.hasSuffix("/questions") ? "1.2" : "99999999999"
            return Canned.json(200, #"{"items":[],"has_more":false,"backoff":\#(backoff)}"#)
        }
        _ = try await harness.service.questions(for: QuestionQuery(), policy: .reload)
        // The question's reply has no item, so it fails; it is asked for the backoff its reply carries.
        await #expect(throws: ServiceError.questionNotFound(id: 1)) {
            try await harness.service.question(id: 1, site: "stackoverflow")
        }

        await #expect(throws: ServiceError.backoff(seconds: 2)) {
            try await harness.service.questions(for: QuestionQuery(), policy: .reload)
        }
        await #expect(throws: ServiceError.backoff(seconds: 86_400)) {
            try await harness.service.question(id: 2, site: "stackoverflow")
        }
    }

    @Test("answers a repeated request from the cache, so back and reopening cost nothing")
    func cachesResponses() async throws {
        let harness = try LiveServiceHarness.fakeAPI()

        _ = try await FetchQuestionWithAnswers(service: harness.service)(
            id: 97_000_334, site: "stackoverflow")
        _ = try await FetchQuestionWithAnswers(service: harness.service)(
            id: 97_000_334, site: "stackoverflow")

        #expect(harness.targets.count == 2)
    }

    @Test("fetches again when the user asks to reload")
    func reloadBypassesTheCache() async throws {
        let harness = try LiveServiceHarness.fakeAPI()

        _ = try await harness.service.questions(for: QuestionQuery(), policy: .useCache)
        _ = try await harness.service.questions(for: QuestionQuery(), policy: .reload)

        #expect(harness.targets.count == 2)
    }

    @Test("fetches again once the cached answer is older than its lifetime")
    func staleEntries() async throws {
        let harness = try LiveServiceHarness.fakeAPI()
        _ = try await harness.service.questions(for: QuestionQuery(), policy: .useCache)

        harness.clock.advance(by: 301)
        _ = try await harness.service.questions(for: QuestionQuery(), policy: .useCache)

        #expect(harness.targets.count == 2)
    }

    @Test("does not cache a failure")
    func failuresAreNotCached() async throws {
        let harness = try LiveServiceHarness { _ in Canned.html(503, "down") }
        for _ in 0..<2 {
            await #expect(throws: ServiceError.http(status: 503)) {
                try await harness.service.questions(for: QuestionQuery(), policy: .useCache)
            }
        }

        #expect(harness.targets.count == 2)
    }

    @Test("forgets a list's other pages when its page 1 is reloaded, so 'more' fetches the new page 2")
    func reloadForgetsOtherPages() async throws {
        let harness = try LiveServiceHarness.fakeAPI()
        _ = try await harness.service.questions(for: QuestionQuery(page: 1), policy: .useCache)
        _ = try await harness.service.questions(for: QuestionQuery(page: 2), policy: .useCache)

        _ = try await harness.service.questions(for: QuestionQuery(page: 1), policy: .reload)
        _ = try await harness.service.questions(for: QuestionQuery(page: 2), policy: .useCache)

        #expect(harness.targets.count == 4)
    }

    @Test("shows the lowest quota any response reported today, whichever request it answered")
    func latestQuota() async throws {
        let harness = try LiveServiceHarness.fakeAPI()
        _ = try await harness.service.questions(for: QuestionQuery(), policy: .useCache)
        _ = try await FetchQuestionWithAnswers(service: harness.service)(
            id: 97_000_334, site: "stackoverflow")

        let cached = try await harness.service.questions(for: QuestionQuery(), policy: .useCache)

        #expect(cached.quotaRemaining == 9_997)
        #expect(harness.targets.count == 3)
    }
}
