/// A model's dependents, as Smalltalk-80's `Object>>dependents`: the objects told, with a typed change,
/// each time the model changes (where Smalltalk sent `changed: #aspect`, a symbol, this sends a value of
/// the model's own `Change` type).
///
/// A dependent is held weakly, so a closed view is released even if it
/// never said goodbye; `remove(_:)` is the explicit `removeDependent:`.
@MainActor
public final class SmalltalkDependents<Change> {
    /// One dependent: an object held weakly, or a block held as long as the model (`watch(_:)`).
    private struct Entry {
        weak var dependent: AnyObject?
        /// Set for a block: it keeps the entry alive, as no object of its own does.
        let isBlock: Bool
        let update: @MainActor (AnyObject?, Change) -> Void

        var isAlive: Bool { isBlock || dependent != nil }
    }

    /// Every dependent, objects and blocks alike, in the order they were added: one list, told in order.
    private var entries: [Entry] = []

    /// No dependents yet.
    public init() {}

    /// Adds `dependent`, held weakly; `update` is how it hears of each change (its `update:`).
    public func add<Dependent: AnyObject>(
        _ dependent: Dependent, _ update: @escaping @MainActor (Dependent, Change) -> Void
    ) {
        entries.removeAll { !$0.isAlive }
        entries.append(
            Entry(dependent: dependent, isBlock: false) { object, change in
                guard let dependent = object as? Dependent else { return }
                update(dependent, change)
            })
    }

    /// Adds a block as a dependent, held as long as the model: for a watcher with no life of its own, as
    /// a trace is (Pharo's announcements take blocks the same way). It hears of each change in its turn,
    /// like any dependent, so one added before the view hears first.
    public func watch(_ block: @escaping @MainActor (Change) -> Void) {
        entries.append(Entry(dependent: nil, isBlock: true) { _, change in block(change) })
    }

    /// Removes `dependent`: it hears of no change from now on.
    public func remove(_ dependent: AnyObject) {
        entries.removeAll { !$0.isAlive || (!$0.isBlock && $0.dependent === dependent) }
    }

    /// How many dependents that are objects are still alive.
    public var count: Int {
        entries.count { !$0.isBlock && $0.dependent != nil }
    }

    /// `changed:`: tells every dependent still alive of `change`, in the order they were added.
    public func changed(_ change: Change) {
        entries.removeAll { !$0.isAlive }
        for entry in entries {
            if entry.isBlock {
                entry.update(nil, change)
            } else if let dependent = entry.dependent {
                entry.update(dependent, change)
            }
        }
    }
}
