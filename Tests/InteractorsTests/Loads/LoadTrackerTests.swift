import Interactors
import Testing

/// The scheduler every owner of a load starts it through: it counts each load until its body ends, so
/// that the session, and a test, can wait until the app is idle.
@MainActor
@Suite("Load tracker", .timeLimit(.minutes(1)))
struct LoadTrackerTests {
    let loads = LoadTracker()

    @Test("is idle, and waits for nothing, when no load was started")
    func idleAtOnce() async {
        #expect(loads.isIdle)
        await loads.waitUntilIdle()
    }

    /// Guards the count taken in `start(_:)` before the task runs: a wait right after a command must
    /// not find the app idle because its load has not begun.
    @Test("waits for a load started just before, until its body has run to the end")
    func waitsForALoad() async {
        var log: [String] = []
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        loads.start {
            for await _ in gate { break }
            log.append("drawn")
        }
        #expect(!loads.isIdle)
        let opening = Task {
            open.yield()
            open.finish()
        }

        await loads.waitUntilIdle()

        #expect(log == ["drawn"])
        await opening.value
    }

    @Test("hands back the task, which its owner cancels, and counts it until it ends")
    func cancelledLoadEnds() async {
        let task = loads.start {
            while !Task.isCancelled { await Task.yield() }
        }

        task.cancel()
        await loads.waitUntilIdle()

        #expect(loads.isIdle)
        #expect(task.isCancelled)
    }
}
