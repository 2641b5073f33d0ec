/// What changed between two versions of the list, found from question ids.
public struct ListDiff: Hashable, Sendable {
    /// Ids listed now and nowhere on the list before: the rows marked `+`.
    public var inserted: Set<Int>
    /// Ids that were on the previous first page and are not listed now.
    public var removed: Set<Int>
    /// Ids on both whose order relative to the others changed.
    public var moved: Set<Int>

    /// The changes from `previous` (every row loaded before) to `current` (the new page 1).
    ///
    /// A row counts as new only if it was nowhere on the list, so a question
    /// that rises from page 2 is not "new". Gone and moved are judged against
    /// the previous first page alone (as many rows as a page holds), so
    /// loading three pages and then refreshing does not report the other two
    /// pages as gone.
    public init(previous: [Int], current: [Int], pageSize: Int) {
        let firstPage = Array(previous.prefix(max(pageSize, current.count)))
        let firstPageSet = Set(firstPage)
        let currentSet = Set(current)
        inserted = currentSet.subtracting(previous)
        removed = firstPageSet.subtracting(currentSet)
        // The fewest rows that must move to turn one order into the other are
        // those outside a longest run kept in the same relative order.
        let position = Dictionary(uniqueKeysWithValues: firstPage.enumerated().map { ($1, $0) })
        let common = current.filter(firstPageSet.contains)
        let kept = Self.longestIncreasingRun(common, by: { position[$0] ?? 0 })
        moved = Set(common).subtracting(kept)
    }

    public var hasChanges: Bool { !(inserted.isEmpty && removed.isEmpty && moved.isEmpty) }

    /// The ids of a longest subsequence of `ids` whose keys increase (patience sorting, n log n).
    private static func longestIncreasingRun(_ ids: [Int], by key: (Int) -> Int) -> Set<Int> {
        var tailIndices: [Int] = []
        var predecessor = [Int](repeating: -1, count: ids.count)
        for (index, id) in ids.enumerated() {
            var low = 0
            var high = tailIndices.count
            while low < high {
                let middle = (low + high) / 2
                if key(ids[tailIndices[middle]]) < key(id) { low = middle + 1 } else { high = middle }
            }
            if low > 0 { predecessor[index] = tailIndices[low - 1] }
            if low == tailIndices.count { tailIndices.append(index) } else { tailIndices[low] = index }
        }
        var result = Set<Int>()
        var cursor = tailIndices.last ?? -1
        while cursor >= 0 {
            result.insert(ids[cursor])
            cursor = predecessor[cursor]
        }
        return result
    }
}
