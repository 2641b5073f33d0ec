import SessionTransfer
import Synchronization
import TestSupport
import Testing

/// How a GET ended, as the transfer's work returns it and its `finish` is handed it.
typealias Outcome = URLSessionTransfer.Outcome

/// The work of one GET for `URLSessionTransfer.start(_:then:)`, held until the test releases it with an
/// outcome: a GET under way, with no network and no timing.
///
/// It ignores cancellation, as an answer already on its way would: what a
/// cancelled GET reports is then the transfer's doing, not the work's. A
/// test releases every work it starts, so that no task outlives it.
final class HeldWork: Sendable {
    private struct State {
        /// The continuation of the work while it is held.
        var held: CheckedContinuation<Outcome, Never>?
        /// The outcome the test released the work with, kept when the work had not started yet.
        var released: Outcome?
        var hasStarted = false
        /// The waits of `waitUntilStarted()`.
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// The work to hand to `start(_:then:)`: it returns the outcome the test releases it with.
    var work: @Sendable () async -> Outcome {
        { [self] in await hold() }
    }

    private func hold() async -> Outcome {
        await withCheckedContinuation { continuation in
            let (released, waiters) = state.withLock { state in
                state.hasStarted = true
                defer { state.waiters = [] }
                if state.released == nil { state.held = continuation }
                return (state.released, state.waiters)
            }
            for waiter in waiters { waiter.resume() }
            if let released { continuation.resume(returning: released) }
        }
    }

    /// Returns once the work has started; or, after `WaitLimit.duration`, fails the test.
    func waitUntilStarted(sourceLocation: SourceLocation = #_sourceLocation) async {
        let started = await WaitLimit.finishes {
            await withCheckedContinuation { continuation in
                let hasStarted = self.state.withLock { state in
                    if !state.hasStarted { state.waiters.append(continuation) }
                    return state.hasStarted
                }
                if hasStarted { continuation.resume() }
            }
        }
        if !started {
            Issue.record(
                "Gave up after \(WaitLimit.duration) waiting for the work to start.",
                sourceLocation: sourceLocation)
        }
    }

    /// Ends the work with `outcome`: at once if it is held, or as soon as it starts.
    func release(with outcome: Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
        let (held, wasReleased) = state.withLock { state in
            let wasReleased = state.released != nil
            if !wasReleased { state.released = outcome }
            defer { state.held = nil }
            return (state.held, wasReleased)
        }
        if wasReleased { Issue.record("released a work twice", sourceLocation: sourceLocation) }
        held?.resume(returning: outcome)
    }
}
