import Synchronization
import Testing

/// How long a test waits for something it expects soon (a request to arrive, the loads to end, an
/// action to come back) before it gives up and fails, naming what it waited for.
///
/// A guard against hanging, not a timing assertion: when the code works,
/// each such wait ends in microseconds, and the limit leaves room for a
/// sanitizer build on two busy cores. When the code regresses (a load
/// never cancelled, a request never made), the test fails within the limit
/// with a message, rather than holding the run until CI's own limit ends
/// it. A wait that gives up cancels the task that waited (the test's), and
/// a wait in a cancelled task gives up at once, so a failing test costs one
/// limit, not one per wait.
public enum WaitLimit {
    /// The longest a test waits for one thing.
    public static let duration: Duration = .seconds(30)

    /// Runs `wait` and returns true once it returns; or false after `duration`, or at once in a cancelled
    /// task, cancelling `wait` and the task that waited. The caller fails the test then, saying what
    /// never came.
    public static func finishes(_ wait: @escaping @Sendable () async -> Void) async -> Bool {
        if Task.isCancelled { return false }
        let outcome = Outcome()
        let finished = await withCheckedContinuation { continuation in
            outcome.await(continuation)
            // The wait's end cancels the limit's timer, and the limit cancels the wait.
            let waiting = Task {
                await wait()
                if outcome.resume(true) { outcome.cancelTimer() }
            }
            outcome.setTimer(
                Task {
                    _ = try? await Task.sleep(for: duration)
                    if outcome.resume(false) { waiting.cancel() }
                })
        }
        if !finished { withUnsafeCurrentTask { $0?.cancel() } }
        return finished
    }

    /// The one continuation of a wait, resumed by whichever comes first: the wait's end or the limit.
    private final class Outcome: Sendable {
        private let continuation = Mutex<CheckedContinuation<Bool, Never>?>(nil)
        private let timer = Mutex(Timer())

        /// The limit's timer and whether the wait has ended; a struct, not a tuple, so that
        /// `.ci/tsan-suppressions.txt` recognises the body of `withLock` (its file says why).
        private struct Timer {
            var task: Task<Void, Never>?
            var isDone = false
        }

        /// Keeps the limit's timer, to cancel when the wait ends; cancels it at once if the wait has.
        func setTimer(_ task: Task<Void, Never>) {
            let isDone = timer.withLock { timer in
                timer.task = task
                return timer.isDone
            }
            if isDone { task.cancel() }
        }

        /// Cancels the limit's timer, now or as soon as it is set.
        func cancelTimer() {
            timer.withLock { timer in
                timer.isDone = true
                return timer.task
            }?.cancel()
        }

        /// Keeps the continuation of the wait's caller, for `resume(_:)`.
        func await(_ continuation: CheckedContinuation<Bool, Never>) {
            self.continuation.withLock { $0 = continuation }
        }

        /// Resumes the wait's caller with `finished`, unless it was resumed already; says whether it was.
        @discardableResult
        func resume(_ finished: Bool) -> Bool {
            guard let continuation = continuation.withLock({ $0.take() }) else { return false }
            continuation.resume(returning: finished)
            return true
        }
    }
}

/// The value of `task` once it has ended, or `nil` after `WaitLimit.duration`, with the test failed,
/// naming `what` it waited for.
@discardableResult
public func value<Value: Sendable>(
    of task: Task<Value, Never>, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) async -> Value? {
    guard case .success(let value)? = await result(of: task, what, sourceLocation: sourceLocation) else {
        return nil
    }
    return value
}

/// The value of a task that has ended, handed from the wait to its caller.
private final class Ended<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
}

/// The result of `task` once it has ended, or `nil` after `WaitLimit.duration`, with the test failed,
/// naming `what` it waited for.
public func result<Value: Sendable, Failure: Error>(
    of task: Task<Value, Failure>, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
) async -> Result<Value, Failure>? {
    let ended = Ended<Result<Value, Failure>>()
    let waited = await WaitLimit.finishes {
        let result = await task.result
        ended.value.withLock { $0 = result }
    }
    guard waited else {
        Issue.record(
            "Gave up after \(WaitLimit.duration) waiting for \(what).", sourceLocation: sourceLocation)
        return nil
    }
    return ended.value.withLock { $0 }
}
