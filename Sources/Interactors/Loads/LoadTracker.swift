/// Starts the screens' loads and knows when they have all ended: the one place through which the owner
/// of a load starts it, whichever the pattern (MVC's controller, MVP's presenter, MVVM's view model,
/// VIPER's interactor, the store's effects).
///
/// It is plumbing, not a use case, so it has a folder of its own; it sits in
/// Interactors because that is the lowest module every owner imports.
///
/// The owner still holds its task, and cancels it: this only counts the
/// task, from the moment it is started until its body has run to the end,
/// the answer applied and drawn. So the session can wait until the app is
/// idle, as a UI test waits for its app, and a script keeps its meaning:
/// each command's fetches end, and what they show is drawn, before the next
/// line is read. A unit test waits the same way, with no handle on the task
/// and no sleeping. On a terminal the session asks instead whether a load
/// is still wanted (`hasLoadInFlight`), to tell Ctrl-C what to cancel.
@MainActor
public final class LoadTracker {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextNumber = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Called each time a load has run to its end, what it fetched drawn (the session sends the
    /// console's output on then, so that a load that ends while the user types shows at once).
    public var afterEachLoad: (@MainActor () -> Void)?

    /// Nothing running yet.
    public init() {}

    /// Whether no load is running, cancelled or not.
    public var isIdle: Bool { running.isEmpty }

    /// Whether a load is running that nobody has cancelled: one whose answer would still be shown.
    public var hasLoadInFlight: Bool { running.values.contains { !$0.isCancelled } }

    /// Runs `load` in a task on the main actor, counted until its body ends, and hands the task back to
    /// its owner, to hold and to cancel.
    @discardableResult
    public func start(_ load: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        nextNumber += 1
        let number = nextNumber
        let task = Task {
            await load()
            ended(number)
        }
        running[number] = task
        return task
    }

    /// Returns once no load is running: at once when none is.
    public func waitUntilIdle() async {
        while !running.isEmpty {
            await withCheckedContinuation { waiters.append($0) }
        }
    }

    private func ended(_ number: Int) {
        running[number] = nil
        afterEachLoad?()
        guard running.isEmpty else { return }
        let idle = waiters
        waiters = []
        for waiter in idle { waiter.resume() }
    }
}
