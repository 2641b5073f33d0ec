/// The observers bound to one view model's state: each gets the current state when it binds, then every change.
///
/// This is MVVM's binding, written out: a typed list of closures, called in
/// the order they bound, on the main actor. There is no key path, no
/// notification and no string, so a reader can follow a change from the view
/// model's `update` to every view that draws it.
@MainActor
final class MVVMStateObservers<State> {
    private var observers: [(State) -> Void] = []

    /// An empty list of observers.
    init() {}

    /// Adds `observer` and hands it `current` at once, so a view bound late still draws the screen as it is.
    func add(_ observer: @escaping @MainActor (State) -> Void, current: State) {
        observers.append(observer)
        observer(current)
    }

    /// Hands `state` to every observer, in the order they bound.
    func publish(_ state: State) {
        for observer in observers {
            observer(state)
        }
    }
}
