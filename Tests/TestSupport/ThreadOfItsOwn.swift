import Foundation

/// Runs `work`, which blocks its thread (waiting on a process, a terminal or a pipe), on a thread of its
/// own, and returns its result to the awaiting test.
///
/// Never on Swift's cooperative pool, where a synchronous test or a detached task would run it: the pool
/// has as many threads as the machine has cores, two on CI, so two suites waiting there at once (the
/// binary on a pseudo-terminal, the app in tmux) leave every other test's awaited work unrun until they
/// end, and the waiting tests pass their time limits.
public func onAThreadOfItsOwn<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}

/// `onAThreadOfItsOwn(_:)` for work that throws.
public func onAThreadOfItsOwn<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws
    -> Result
{
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Swift.Result { try work() }) }.start()
    }
}
