import Entities
import Interactors
import TestSupport
import Testing

/// The one load a screen's owner has in flight: a newer one cancels it, a cancelled one shows nothing,
/// and a late answer never lands.
@MainActor
@Suite("Latest load")
struct LatestLoadTests {
    let loads = LoadTracker()
    let service = HeldQuestionService()
    static let tagged = QuestionQuery(site: "stackoverflow", tag: "a", page: 1, pageSize: 2)
    static let untagged = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    /// Fetches `query` from `service` through `load`, recording what it shows in `shown`.
    private func fetch(
        _ query: QuestionQuery, from service: HeldQuestionService, with load: LatestLoad, into shown: Shown
    ) {
        load.start { () async throws(ServiceError) in
            try await service.questions(for: query, policy: .useCache)
        } then: { result in
            shown.results.append(result.map { $0.questions.map(\.id) })
        }
    }

    @Test("shows what its load fetched, and is running until then")
    func showsTheResult() async {
        let load = LatestLoad(through: loads)
        let shown = Shown()
        fetch(Self.untagged, from: service, with: load, into: shown)
        #expect(load.isRunning)
        await service.waitForCalls(1)

        service.answer(.questions(Self.untagged, .useCache), with: .page(Fixtures.page([1, 2])))
        await loads.waitUntilIdleOrFail()

        #expect(shown.results == [.success([1, 2])])
        #expect(!load.isRunning)
    }

    @Test("hands the service's error to show")
    func showsTheError() async {
        let load = LatestLoad(through: loads)
        let shown = Shown()
        fetch(Self.untagged, from: service, with: load, into: shown)
        await service.waitForCalls(1)

        service.answer(.questions(Self.untagged, .useCache), with: .failure(.http(status: 503)))
        await loads.waitUntilIdleOrFail()

        #expect(shown.results == [.failure(.http(status: 503))])
    }

    /// Guards `cancel()` at the top of `start(_:then:)`: without it two loads run, and the older one's
    /// answer, coming last, would be shown over the newer.
    @Test("cancels the load in flight when a newer one starts, and shows only the newer")
    func newerCancelsOlder() async {
        let load = LatestLoad(through: loads)
        let shown = Shown()
        fetch(Self.tagged, from: service, with: load, into: shown)
        await service.waitForCalls(1)

        fetch(Self.untagged, from: service, with: load, into: shown)
        await service.waitForCalls(2)
        service.answer(.questions(Self.untagged, .useCache), with: .page(Fixtures.page([2])))
        await loads.waitUntilIdleOrFail()

        #expect(service.cancelledCalls == [.questions(Self.tagged, .useCache)])
        #expect(shown.results == [.success([2])])
    }

    /// Guards `!Task.isCancelled` in `start(_:then:)`: a service whose answer is already on its way when
    /// the cancel comes still answers, and that answer must not be shown.
    @Test("shows nothing of a cancelled load whose answer comes anyway, and says there was one to cancel")
    func cancelledShowsNothing() async {
        let service = HeldQuestionService(honoursCancellation: false)
        let load = LatestLoad(through: loads)
        let shown = Shown()
        fetch(Self.untagged, from: service, with: load, into: shown)
        await service.waitForCalls(1)

        #expect(load.cancel())
        #expect(!load.cancel())
        service.answer(.questions(Self.untagged, .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()

        #expect(shown.results.isEmpty)
        #expect(!load.isRunning)
    }

    /// Guards `[weak self]` in `start(_:then:)`: the task must not keep a closed screen's load, and so its
    /// owner, alive until its answer comes.
    @Test("is released with its load in flight, and then shows nothing of it")
    func releasedInFlight() async {
        let service = HeldQuestionService(honoursCancellation: false)
        var load: LatestLoad? = LatestLoad(through: loads)
        weak let released = load
        let shown = Shown()
        if let load { fetch(Self.untagged, from: service, with: load, into: shown) }
        await service.waitForCalls(1)

        load = nil

        #expect(released == nil)
        service.answer(.questions(Self.untagged, .useCache), with: .page(Fixtures.page([1])))
        await loads.waitUntilIdleOrFail()
        #expect(shown.results.isEmpty)
    }
}

/// What a load showed, in order.
@MainActor
private final class Shown {
    var results: [Result<[Int], ServiceError>] = []
}
