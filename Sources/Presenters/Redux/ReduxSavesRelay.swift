import Interactors

/// Tells the store, as an action, of each change to the saves it did not make itself: one another
/// session made (asked before each screen command), or saving turning off.
///
/// The store's own saves come back to it as the answers of its persisting
/// effects; everything else that changes the saves reaches it here, so that
/// a change of any origin is an action, and every screen draws from state.
@MainActor
public final class ReduxSavesRelay: SavedQuestionsObserver {
    /// Weak: the composition root keeps the store.
    private weak var store: ReduxQuestionsStore?

    /// A relay from `saves` to `store`, registered with `saves` at once.
    public init(store: ReduxQuestionsStore, saves: SavedQuestionsModel) {
        self.store = store
        saves.addObserver(self)
    }

    /// A change from elsewhere becomes the action `savesChangedElsewhere`; the store's own saves are
    /// already answered through its effects.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        guard change == .elsewhere else { return }
        store?.send(.savesChangedElsewhere)
    }
}
