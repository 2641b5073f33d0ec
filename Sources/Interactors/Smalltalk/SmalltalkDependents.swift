/// A model's dependents, as Smalltalk-80's `Object>>dependents`: the objects told, with a typed change,
/// each time the model changes (where Smalltalk sent `changed: #aspect`, a symbol, this sends a value of
/// the model's own `Change` type).
///
/// A dependent is held weakly, so a closed view is released even if it
/// never said goodbye; `remove(_:)` is the explicit `removeDependent:`.
@MainActor
public final class SmalltalkDependents<Change> {
    private struct Entry {
        weak var dependent: AnyObject?
        let update: @MainActor (AnyObject, Change) -> Void
    }

    private var entries: [Entry] = []
    /// Blocks told of each change before the dependents, held as long as the model.
    private var watchers: [@MainActor (Change) -> Void] = []

    /// No dependents yet.
    public init() {}

    /// Adds `dependent`, held weakly; `update` is how it hears of each change (its `update:`).
    public func add<Dependent: AnyObject>(
        _ dependent: Dependent, _ update: @escaping @MainActor (Dependent, Change) -> Void
    ) {
        entries.removeAll { $0.dependent == nil }
        entries.append(
            Entry(dependent: dependent) { object, change in
                guard let dependent = object as? Dependent else { return }
                update(dependent, change)
            })
    }

    /// Adds a block told of each change before any dependent, and held as long as the model: for a
    /// watcher with no life of its own, as a trace is (Pharo's announcements take blocks the same way).
    public func watch(_ block: @escaping @MainActor (Change) -> Void) {
        watchers.append(block)
    }

    /// Removes `dependent`: it hears of no change from now on.
    public func remove(_ dependent: AnyObject) {
        entries.removeAll { $0.dependent == nil || $0.dependent === dependent }
    }

    /// How many dependents are still alive.
    public var count: Int {
        entries.count { $0.dependent != nil }
    }

    /// `changed:`: tells every dependent still alive of `change`, in the order they were added.
    public func changed(_ change: Change) {
        for watcher in watchers { watcher(change) }
        entries.removeAll { $0.dependent == nil }
        for entry in entries {
            if let dependent = entry.dependent { entry.update(dependent, change) }
        }
    }
}
