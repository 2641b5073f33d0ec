import Interactors

/// The runtime of the unidirectional shape: holds the one state, sends each action through the reducer,
/// carries out the effects it returns, and publishes every new state to the views.
///
/// Nothing else changes the state: a view sends an action and draws what
/// the store publishes. It is generic, and knows nothing of questions; the
/// feature is all in its reducer. It lives with the reducer in
/// `Presenters/Redux`, because it is the presentation state's owner, as a
/// view model is in MVVM, and imports no view.
///
/// Effects run in tasks started through the shared `LoadTracker`, so the
/// session waits for them and Ctrl-C finds them as it does every pattern's
/// loads. The store holds each task under its effect's id: a new effect
/// under the same id cancels the old one, `ReduxEffect.cancel(id:)` cancels it,
/// and a cancelled effect's action is dropped, so a late answer never
/// reaches the reducer.
@MainActor
public final class ReduxStore<
    State: Equatable & Sendable, Action: Sendable, Environment: Sendable, ID: Hashable & Sendable
> {
    /// The state now, the single source of truth of every screen.
    public private(set) var state: State

    private let reducer: any ReduxReducer<State, Action, Environment, ID>
    private let environment: Environment
    private let loads: LoadTracker
    /// The effects running, by id.
    private var running: [ID: Task<Void, Never>] = [:]
    private var subscribers: [Subscriber] = []

    /// A store starting from `state`, reducing with `reducer` and running effects with `environment`
    /// in tasks started through `loads`. The reducer is any reducer of these types: the app's, a test's
    /// own small one (`ReduxStoreTests`'s `EchoReducer`), or one the composition root wraps around the app's.
    public init(
        state: State, reducer: any ReduxReducer<State, Action, Environment, ID>, environment: Environment,
        loads: LoadTracker
    ) {
        self.state = state
        self.reducer = reducer
        self.environment = environment
        self.loads = loads
    }

    /// Calls `render` with the state now, then with each new state, for as long as `owner` lives.
    ///
    /// The store holds `owner` weakly, so a view that subscribes is released
    /// when its screen closes, and its subscription with it.
    public func subscribe<Owner: AnyObject>(
        _ owner: Owner, _ render: @escaping @MainActor (Owner, State) -> Void
    ) {
        let subscriber = Subscriber(owner: owner) { owner, state in
            guard let owner = owner as? Owner else { return }
            render(owner, state)
        }
        subscribers.append(subscriber)
        render(owner, state)
    }

    /// Sends `action` through the reducer, publishes the state if it changed, and runs the effect.
    public func send(_ action: Action) {
        let before = state
        let effect = reducer.reduce(&state, action)
        if state != before {
            publish()
        }
        run(effect)
    }

    private func run(_ effect: ReduxEffect<Action, Environment, ID>) {
        switch effect.work {
        case .none:
            break
        case .present(let body):
            send(body(environment))
        case .cancel(let id):
            running.removeValue(forKey: id)?.cancel()
        case .send(let action):
            send(action)
        case .merge(let effects):
            for effect in effects { run(effect) }
        case .run(let id, let operation):
            running.removeValue(forKey: id)?.cancel()
            running[id] = loads.start { [weak self, environment] in
                let action = await operation(environment)
                // Cancelled while it ran: the action answers a request nobody wants any more.
                guard let self, !Task.isCancelled else { return }
                running[id] = nil
                send(action)
            }
        }
    }

    private func publish() {
        subscribers.removeAll { $0.owner == nil }
        for subscriber in subscribers {
            subscriber.owner.map { subscriber.render($0, state) }
        }
    }

    /// A view drawing the state, held weakly.
    private struct Subscriber {
        weak var owner: AnyObject?
        let render: @MainActor (AnyObject, State) -> Void
    }
}
