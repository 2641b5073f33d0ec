/// What a reducer asks the store to do after it changed the state: work described as a value, not done.
///
/// The reducer never calls the service, the clock or the terminal. When a
/// decision needs one of them, the reducer returns an effect that says what
/// to do, and the store does it, with the environment it was given, and
/// sends the outcome back through the reducer as an action. A test can then
/// run the reducer alone and read the effect it returned, or run the effect
/// against a stub environment.
///
/// - `none`: nothing to do.
/// - `run`: async work (a fetch) with an id. Running it cancels the effect
///   already running under that id, and `cancel` stops it: this is TCA's
///   `.cancellable(id:cancelInFlight:)`, and how the store answers work in
///   flight. A cancelled effect's action is never sent.
/// - `present`: work on the environment that needs no waiting (a read or a
///   write of the saves on disk); its action is sent at once, before the
///   store returns, as Elm asks for the time through a command.
/// - `cancel`: stops the effect running under an id, if any.
/// - `send`: an action sent back at once, once the state the reduction
///   made has been published: the next step of a command whose steps each
///   draw, as TCA's `.send` is.
/// - `merge`: several effects, carried out in order, for a command that
///   stops several loads and starts another.
public struct ReduxEffect<Action: Sendable, Environment: Sendable, ID: Hashable & Sendable>: Sendable {
    /// The effect's kind, for the store (and a test store) to carry out.
    public enum Work: Sendable {
        /// Nothing to do.
        case none
        /// Async work under `id`, whose result comes back as the action it returns.
        case run(id: ID, operation: @MainActor @Sendable (Environment) async -> Action)
        /// Work on the environment whose action is sent back at once.
        case present(@MainActor @Sendable (Environment) -> Action)
        /// Stops the effect running under `id`.
        case cancel(id: ID)
        /// An action sent back at once.
        case send(Action)
        /// Several effects, carried out in order.
        case merge([ReduxEffect])
    }

    /// What the store is asked to do.
    public let work: Work

    /// An effect that does `work`.
    public init(_ work: Work) {
        self.work = work
    }

    /// Nothing to do.
    public static var none: Self { Self(.none) }

    /// Async work under `id`, cancelling the effect running under it; `operation`'s action is sent
    /// back when it ends, unless the effect was cancelled first.
    public static func run(
        id: ID, _ operation: @escaping @MainActor @Sendable (Environment) async -> Action
    ) -> Self {
        Self(.run(id: id, operation: operation))
    }

    /// Work on the environment, such as a read of the saves on disk, whose action is sent back at once.
    public static func present(_ body: @escaping @MainActor @Sendable (Environment) -> Action) -> Self {
        Self(.present(body))
    }

    /// Stops the effect running under `id`, if there is one; its action will never be sent.
    public static func cancel(id: ID) -> Self {
        Self(.cancel(id: id))
    }

    /// `action`, sent back at once, after the state this reduction made has been published.
    public static func send(_ action: Action) -> Self {
        Self(.send(action))
    }

    /// `effects`, carried out in order; none left out, and a single one as itself.
    public static func merge(_ effects: [Self]) -> Self {
        let kept = effects.filter { effect in
            if case .none = effect.work { false } else { true }
        }
        guard kept.count > 1 else { return kept.first ?? .none }
        return Self(.merge(kept))
    }
}
