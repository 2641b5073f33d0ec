/// The one function of the unidirectional shape: it takes the state and an action, changes the state,
/// and returns the effect to run. Pure: it calls no service, no clock and no terminal.
public protocol ReduxReducer<State, Action, Environment, EffectID>: Sendable {
    /// Everything the screens show, navigation included.
    associatedtype State: Equatable & Sendable
    /// Every user intent and every effect's result.
    associatedtype Action: Sendable
    /// What effects may use: the service and the saves.
    associatedtype Environment: Sendable
    /// The names under which effects run, so that a later action can cancel one.
    associatedtype EffectID: Hashable & Sendable

    /// Changes `state` for `action`, and returns what the store must do next.
    func reduce(_ state: inout State, _ action: Action) -> ReduxEffect<Action, Environment, EffectID>
}
