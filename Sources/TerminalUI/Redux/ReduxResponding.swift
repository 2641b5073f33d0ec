import Presenters

/// What the store's views do as responders: the view on top sends every event to the store as it came,
/// undecided, and takes it; the reducer decides what it means there, from the path. A view beneath takes
/// nothing: in this shape the reducer, which sees every screen, answers for all of them.
@MainActor
public func respondAsStoreView(
    _ store: ReduxQuestionsStore, to event: ScreenEvent, isFirstResponder: Bool
) -> Bool {
    guard isFirstResponder else { return false }
    guard case .command(let command) = event else {
        store.send(.interrupt)
        return true
    }
    store.send(.command(ReduxCommand(command)))
    return true
}

extension ReduxCommand {
    /// `command`, in the store's words.
    public init(_ command: ScreenCommand) {
        self =
            switch command {
            case .list: .list
            case .open(let number): .open(row: number)
            case .back: .back
            case .user: .user
            case .more: .more
            case .refresh: .refresh
            case .tag(let tag): .tag(tag)
            case .sort(let order): .sort(order)
            case .search(let words): .search(words)
            case .save(let number): .save(row: number)
            case .unsave(let number): .unsave(row: number)
            case .saved: .saved
            }
    }
}
