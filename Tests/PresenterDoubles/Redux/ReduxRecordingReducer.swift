import Presenters
import Synchronization

/// A reducer that decides nothing: it records every action its store is sent, in order, changes the state
/// only as the test's `reaction` says, and returns no effect. A store run by it holds a state the test
/// builds, so a store's view is tested alone, as the other shapes' views are against recording presenters
/// and view models.
public final class ReduxRecordingReducer: ReduxReducer {
    /// What the test makes of an action, if anything: a change of the state the store then publishes.
    public typealias Reaction = @Sendable (inout ReduxQuestionsState, ReduxQuestionsAction) -> Void

    private let recorded = Mutex(Recorded())
    private let reaction: Reaction

    /// A reducer that records, and changes the state for an action as `reaction` says (by default never).
    public init(reaction: @escaping Reaction = { _, _ in }) {
        self.reaction = reaction
    }

    /// Every action sent, in the order it came.
    public var actions: [ReduxQuestionsAction] { recorded.withLock { $0.actions } }

    /// Records `action`, applies the reaction, and returns no effect: nothing runs.
    public func reduce(_ state: inout ReduxQuestionsState, _ action: ReduxQuestionsAction)
        -> ReduxQuestionsEffect
    {
        recorded.withLock { $0.actions.append(action) }
        reaction(&state, action)
        return .none
    }

    /// The actions recorded, under a lock of their own.
    private struct Recorded {
        var actions: [ReduxQuestionsAction] = []
    }
}
