import SessionTransfer
import Synchronization
import TestSupport
import Testing

/// The `finish` of GETs started on a transfer: keeps every outcome it is handed, in order, and lets a
/// test wait for them.
final class FinishRecorder: Sendable {
    private struct Waiter {
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var outcomes: [Outcome] = []
        var waiters: [Waiter] = []
    }

    private let state = Mutex(State())

    /// Every outcome handed to `finish` so far, in order.
    var outcomes: [Outcome] { state.withLock { $0.outcomes } }

    /// The closure to hand to `start(_:then:)`.
    var finish: @Sendable (Outcome) -> Void {
        { [self] outcome in record(outcome) }
    }

    private func record(_ outcome: Outcome) {
        let ready = state.withLock { state in
            state.outcomes.append(outcome)
            let count = state.outcomes.count
            defer { state.waiters.removeAll { $0.count <= count } }
            return state.waiters.filter { $0.count <= count }.map(\.continuation)
        }
        for waiter in ready { waiter.resume() }
    }

    /// Returns once `finish` has been handed `count` outcomes in all; or, after `WaitLimit.duration`, fails
    /// the test, naming the outcomes that did come.
    func waitForOutcomes(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
        let arrived = await WaitLimit.finishes {
            await withCheckedContinuation { continuation in
                let ready = self.state.withLock { state in
                    if state.outcomes.count < count {
                        state.waiters.append(Waiter(count: count, continuation: continuation))
                    }
                    return state.outcomes.count >= count
                }
                if ready { continuation.resume() }
            }
        }
        if !arrived {
            Issue.record(
                "Gave up after \(WaitLimit.duration) waiting for \(count) outcomes; came: \(outcomes)",
                sourceLocation: sourceLocation)
        }
    }
}
