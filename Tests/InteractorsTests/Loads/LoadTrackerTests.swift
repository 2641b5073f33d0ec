import Interactors
import TestSupport
import Testing

/// The scheduler every owner of a load starts it through: it counts each load until its body ends, so
/// that the session, and a test, can wait until the app is idle.
@MainActor
@Suite("Load tracker", .timeLimit(.minutes(1)))
struct LoadTrackerTests {
    let loads = LoadTracker()

    @Test("is idle, and waits for nothing, when no load was started")
    func idleAtOnce() async {
        let loads = loads

        #expect(loads.isIdle)
        #expect(await WaitLimit.finishes { @MainActor in await loads.waitUntilIdle() })
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

        await loads.waitUntilIdleOrFail()

        #expect(log == ["drawn"])
        await value(of: opening, "the gate to open")
    }

    @Test("hands back the task, which its owner cancels, and counts it until it ends")
    func cancelledLoadEnds() async {
        let task = loads.start {
            while !Task.isCancelled { await Task.yield() }
        }

        task.cancel()
        await loads.waitUntilIdleOrFail()

        #expect(loads.isIdle)
        #expect(task.isCancelled)
    }

    /// Guards `!$0.isCancelled` in `hasLoadInFlight`: Ctrl-C asks it whether there is a load to cancel,
    /// and a load its owner has cancelled is no longer wanted, though it runs until its body ends.
    @Test("counts a load as in flight until its owner cancels it")
    func cancelledLoadIsNotInFlight() async {
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let task = loads.start {
            for await _ in gate { break }
        }
        #expect(loads.hasLoadInFlight)

        task.cancel()

        #expect(!loads.hasLoadInFlight)
        open.finish()
        await loads.waitUntilIdleOrFail()
    }
}
