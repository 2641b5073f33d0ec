/// Which row of a list is selected on the screen front, and the rules that move it: by a row or a page,
/// to the first or last, kept on the same question when the list is loaded again, clamped when rows go.
///
/// The line front has no selection. On the screen front each shape keeps
/// one where its textbook keeps a view's state (SPEC §8: the controller,
/// the presenter, the view model, the store's state, the application
/// model, the browser's document); the arithmetic is the same in all of
/// them, so it lives here, once, as `QuestionList`'s paging rules do.
public struct RowSelection: Hashable, Sendable {
    /// What a move did.
    public enum Move: Hashable, Sendable {
        /// The selection is on another row.
        case moved
        /// The selection could go no further (the first row, or an empty list); nothing changed.
        case stayed
        /// The move went past the last loaded row: the selection is on the last row, and the next page,
        /// if there is one, is wanted (SPEC §8: the line front's `more`).
        case pastLastRow
    }

    /// The selected row, counted from 0; 0 in an empty list.
    public private(set) var index: Int

    /// The selection on row `index` (from 0), or the first row.
    public init(index: Int = 0) {
        self.index = max(index, 0)
    }

    /// The selected row's number as the line front counts rows, from 1.
    public var rowNumber: Int { index + 1 }

    /// Moves by `delta` rows (down when positive) in a list of `count` rows, stopping at either end.
    public mutating func move(by delta: Int, count: Int) -> Move {
        guard count > 0 else {
            index = 0
            return .stayed
        }
        // Compare before adding, so that a delta of Int.max cannot overflow.
        if delta > 0, delta > count - 1 - index {
            index = count - 1
            return .pastLastRow
        }
        let target = max(index + delta, 0)
        guard target != index else { return .stayed }
        index = target
        return .moved
    }

    /// Selects the first row.
    public mutating func moveToFirst() {
        index = 0
    }

    /// Selects the last of `count` rows.
    public mutating func moveToLast(count: Int) {
        index = max(count - 1, 0)
    }

    /// Selects row `index` (from 0) of `count` rows, clamped to the list.
    public mutating func select(_ index: Int, count: Int) {
        self.index = min(max(index, 0), max(count - 1, 0))
    }

    /// The list was loaded again (refresh, tag, sort, search): stays on question `id` if `ids` (the rows'
    /// question ids, in order) still holds it, and goes to the first row otherwise.
    public mutating func follow(questionID id: Int?, in ids: [Int]) {
        index = id.flatMap { ids.firstIndex(of: $0) } ?? 0
    }

    /// Rows went away (an unsave on the saved screen): stays on the same row number, clamped to the `count`
    /// rows left.
    public mutating func clamp(count: Int) {
        select(index, count: count)
    }
}
