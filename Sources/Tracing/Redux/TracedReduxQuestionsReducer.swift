import Entities
import Presenters

/// The store's road, traced: each action through the reducer with the state it left, and each effect
/// the reducer returned, started, then finished with the action it sends back, or cancelled.
///
/// The composition root hands it to the store in place of the reducer; the
/// store cannot tell. It wraps each `run` and `present` effect the reducer
/// returns in one that traces its start and its end, so the effect's own
/// calls to the service are indented under it.
public struct TracedReduxQuestionsReducer: ReduxReducer {
    private let reducer:
        any ReduxReducer<
            ReduxQuestionsState, ReduxQuestionsAction, ReduxQuestionsEnvironment, ReduxQuestionsEffectID
        >
    private let tracer: Tracer

    /// Traces what `reducer` does with each action, and the effects it returns.
    public init(
        _ reducer: any ReduxReducer<
            ReduxQuestionsState, ReduxQuestionsAction, ReduxQuestionsEnvironment, ReduxQuestionsEffectID
        >,
        tracer: Tracer
    ) {
        self.reducer = reducer
        self.tracer = tracer
    }

    /// Traces `action` on its way in, and the state and effect that came out. The store calls its reducer
    /// on the main actor, where the tracer writes.
    public func reduce(_ state: inout ReduxQuestionsState, _ action: ReduxQuestionsAction)
        -> ReduxQuestionsEffect
    {
        MainActor.assumeIsolated {
            let effect = tracer.call(.store, .reducer, ReduxTraceText.summary(of: action)) {
                reducer.reduce(&state, action)
            }
            tracer.returned(
                .store, from: .reducer, ReduxTraceText.summary(of: state) + ReduxTraceText.summary(of: effect)
            )
            return traced(effect)
        }
    }

    @MainActor
    private func traced(_ effect: ReduxQuestionsEffect) -> ReduxQuestionsEffect {
        switch effect.work {
        case .none, .cancel, .send:
            return effect
        case .merge(let effects):
            return .merge(effects.map(traced))
        case .present(let body):
            return .present { [tracer] environment in
                let action = tracer.call(.store, .effect, "present") { body(environment) }
                tracer.returned(.store, from: .effect, "sends \(ReduxTraceText.summary(of: action))")
                return action
            }
        case .run(let id, let operation):
            return .run(id: id) { [tracer] environment in
                let action = await tracer.call(.store, .effect, "run(\(id))") { await operation(environment) }
                tracer.returned(
                    .store, from: .effect,
                    Task.isCancelled ? "\(id) cancelled" : "sends \(ReduxTraceText.summary(of: action))")
                return action
            }
        }
    }
}
