import Entities
import Foundation
import Testing
import WebService

@Suite("Live service: backoff and the cache")
struct LiveRulesTests {
    private static let pageWithBackoff = Canned.json(
        200, #"{"items":[],"has_more":false,"quota_max":300,"quota_remaining":200,"backoff":10}"#)

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

    @Test("answers a repeated request from the cache, so back and reopening cost nothing")
    func cachesResponses() async throws {
        let harness = try LiveServiceHarness.fakeAPI()

        _ = try await harness.service.thread(id: 97_000_334, site: "stackoverflow")
        _ = try await harness.service.thread(id: 97_000_334, site: "stackoverflow")

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
}
