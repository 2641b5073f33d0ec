import Entities

/// The one load a screen's owner has in flight: a new one cancels it, and what a cancelled load fetched
/// is dropped, never shown.
///
/// The object a pattern makes the owner of a screen's load holds one, unless
/// the pattern keeps its loads otherwise (a store's effects); which object
/// that is stays each pattern's lesson. The task is started through the `LoadTracker`,
/// so the session can still wait until the app is idle. It holds this
/// object weakly, and the owner's `show` should hold the owner weakly: a
/// screen closed with its load in flight is released with it.
@MainActor
public final class LatestLoad {
    private let loads: LoadTracker
    private var task: Task<Void, Never>?

    /// No load yet; each load will be started through `loads`.
    public init(through loads: LoadTracker) {
        self.loads = loads
    }

    /// Whether a load is in flight: started, not cancelled, its result not yet shown.
    public var isRunning: Bool { task != nil }

    /// Cancels the load in flight, then runs `fetch` in a task of its own and hands what it fetched, or
    /// the error it threw, to `show`, unless this load is cancelled first.
    public func start<Value: Sendable>(
        _ fetch: @escaping @Sendable () async throws(ServiceError) -> Value,
        then show: @escaping @MainActor (Result<Value, ServiceError>) -> Void
    ) {
        cancel()
        task = loads.start { [weak self] in
            let result = await Result(fetching: fetch)
            guard let self, !Task.isCancelled else { return }
            task = nil
            show(result)
        }
    }

    /// Cancels the load in flight, so that nothing it fetched is shown; says whether there was one.
    @discardableResult
    public func cancel() -> Bool {
        guard let task else { return false }
        task.cancel()
        self.task = nil
        return true
    }
}
