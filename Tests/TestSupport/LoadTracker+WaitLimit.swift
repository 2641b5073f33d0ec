import Interactors
import Testing

extension LoadTracker {
    /// Returns once no load is running, as `waitUntilIdle()` does; or, after `WaitLimit.duration`, fails
    /// the test, saying a load never ended (its request neither answered nor cancelled).
    public func waitUntilIdleOrFail(sourceLocation: SourceLocation = #_sourceLocation) async {
        if isIdle { return }
        guard await WaitLimit.finishes({ @MainActor in await self.waitUntilIdle() }) else {
            let load = hasLoadInFlight ? "a load nobody cancelled" : "a cancelled load"
            let message =
                "Gave up after \(WaitLimit.duration) waiting for every load to end: \(load) is still running,"
                + " its request neither answered nor cancelled."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
    }
}
