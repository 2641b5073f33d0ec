/// What changed between two versions of the list: rows new, gone, moved and updated.
///
/// Rows are matched by question id in one pass over each list (expected
/// O(n + m)), through one id → position table; the moves are then the fewest
/// possible, found in O(n log n) at worst and O(n) when little moved. Every
/// intermediate is a flat array of 32-bit positions, so a diff of a long list
/// costs a few dozen bytes a row while it runs (see docs/PERFORMANCE.md).
///
/// The diff is total: an id listed twice counts once, at its first place, in
/// either list.
public struct ListDiff: Hashable, Sendable {
    /// Ids listed now and nowhere on the list before: the rows marked `+`.
    public var inserted: Set<Int>
    /// Ids that were on the previous first page and are not listed now.
    public var removed: Set<Int>
    /// Ids on both whose order relative to the others changed.
    public var moved: Set<Int>
    /// Ids listed before and now whose visible content changed: the rows marked `*`.
    public var updated: Set<Int>

    /// The changes from `previous` (every row loaded before) to `current` (the new page 1), by id alone.
    ///
    /// A row counts as new only if it was nowhere on the list, so a question
    /// that rises from page 2 is not "new". Gone and moved are judged against
    /// the previous first page alone (as many rows as a page holds), so
    /// loading three pages and then refreshing does not report the other two
    /// pages as gone. Ids alone cannot tell an update, so `updated` is empty.
    public init(previous: [Int], current: [Int], pageSize: Int) {
        let matching = Matching(previous: previous, current: current, pageSize: pageSize)
        inserted = matching.inserted
        removed = matching.removed
        moved = matching.moved
        updated = []
    }

    /// The changes from `previous` rows to `current` rows, updates included.
    ///
    /// A row is updated when its id is on both lists and what its entry shows,
    /// apart from views and ages (which change all the time), differs: title,
    /// score, answer count, accepted answer, closed state or tags.
    public init<Row: QuestionRowContent>(previous: [Row], current: [Row], pageSize: Int) {
        let matching = Matching(
            previous: previous.map(\.id), current: current.map(\.id), pageSize: pageSize)
        inserted = matching.inserted
        removed = matching.removed
        moved = matching.moved
        updated = []
        for (row, index) in zip(current, matching.previousPosition) where index >= 0 {
            if !row.showsSameAs(previous[Int(index)]) {
                updated.insert(row.id)
            }
        }
    }

    /// Whether anything at all changed.
    public var hasChanges: Bool {
        !(inserted.isEmpty && removed.isEmpty && moved.isEmpty && updated.isEmpty)
    }

    /// The mark the row with `id` gets on the refreshed list, if any.
    public func mark(for id: Int) -> QuestionRowDisplay.Mark? {
        if inserted.contains(id) { return .new }
        return updated.contains(id) ? .updated : nil
    }
}
