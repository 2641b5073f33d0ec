import Entities
import FakeStackExchange
import Foundation
import Synchronization
import TestSupport
import Testing
import WebService

/// A cancelled request, in the live service: dropped on the wire, reported as `.cancelled` (no failure
/// to show), and nothing it brought kept: no cache entry, no backoff, no quota.
@Suite("Live service: a cancelled request", .timeLimit(.minutes(1)))
struct LiveCancellationTests {
    private static var pageWithBackoff: Data {
        Data(#"{"items":[],"has_more":false,"quota_max":300,"quota_remaining":42,"backoff":30}"#.utf8)
    }

    @Test("is dropped on the wire and reported as cancelled")
    func droppedAndReported() async throws {
        let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
        let harness = try LiveServiceHarness { _ in
            arrived.yield()
            return .held()
        }
        let service = harness.service
        let asking = Task { try await service.question(id: 1, site: "stackoverflow") }
        var requests = arrivals.makeAsyncIterator()
        await requests.next()

        asking.cancel()

        await #expect(throws: ServiceError.cancelled) { try await asking.value }
        #expect(await harness.server.waitForADrop())
    }

    /// Guards the `Task.isCancelled` check after `send` in `LiveQuestionService.fetch`: a response that
    /// beats the cancel is dropped, so its body is not cached; but its backoff is kept, as the API asks
    /// of every client, whoever still waits for the answer.
    @Test("caches no body from a response that arrives as the task is cancelled, but keeps its backoff")
    func responseThatBeatsTheCancel() async throws {
        let clock = TestClock()
        let transport = CancellingTransport(response: HTTPResponse(status: 200, body: Self.pageWithBackoff))
        let service = LiveQuestionService(
            configuration: LiveQuestionService.Configuration(
                baseURL: URL(string: "http://127.0.0.1:9/2.3")!, key: nil, timeout: 15),
            transport: transport, cache: ResponseCache(now: clock.reader), now: clock.reader)

        let first = Task { try await service.questions(for: QuestionQuery(), policy: .useCache) }
        await #expect(throws: ServiceError.cancelled) { try await first.value }
        transport.stopCancelling()

        await #expect(throws: ServiceError.backoff(seconds: 30)) {
            try await service.questions(for: QuestionQuery(), policy: .useCache)
        }
        clock.advance(by: 30)
        let page = try await service.questions(for: QuestionQuery(), policy: .useCache)
        #expect(transport.requests == 2, "the first body was cached")
        #expect(page.quotaRemaining == 42)
    }

    /// Guards the `Task.isCancelled` check before `send`: a transport that counts its requests shows
    /// that none goes out.
    @Test("is cancelled before it is sent when the task was cancelled already, and sends nothing")
    func cancelledBeforeSending() async throws {
        let transport = CancellingTransport(response: HTTPResponse(status: 200, body: Self.pageWithBackoff))
        transport.stopCancelling()
        let service = LiveQuestionService(
            configuration: LiveQuestionService.Configuration(
                baseURL: URL(string: "http://127.0.0.1:9/2.3")!, key: nil, timeout: 15),
            transport: transport, cache: ResponseCache())

        let asking = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.questions(for: QuestionQuery(), policy: .reload)
        }

        await #expect(throws: ServiceError.cancelled) { try await asking.value }
        #expect(transport.requests == 0)
    }
}

/// A transport whose every response arrives just as the task that asked is cancelled, until told to
/// stop: the race a real network leaves open between a response and a cancel, made certain.
private final class CancellingTransport: HTTPTransport {
    private let response: HTTPResponse
    /// A named struct, not a tuple, so that `.ci/tsan-suppressions.txt` recognises `withLock`'s body.
    private struct State {
        var requests = 0
        var cancelling = true
    }
    private let state = Mutex(State())

    init(response: HTTPResponse) {
        self.response = response
    }

    var requests: Int { state.withLock { $0.requests } }

    func stopCancelling() { state.withLock { $0.cancelling = false } }

    func get(_ url: URL, timeout: TimeInterval) async throws(TransportError) -> HTTPResponse {
        let cancelling = state.withLock { state in
            state.requests += 1
            return state.cancelling
        }
        if cancelling { withUnsafeCurrentTask { $0?.cancel() } }
        return response
    }
}
