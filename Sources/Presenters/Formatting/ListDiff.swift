/// What changed between two versions of the list, found from question ids.
///
/// `refresh` compares the new page 1 with the rows that were at the top of the
/// list before (as many as a page holds), so loading three pages and then
/// refreshing does not report the other two as gone.
public struct ListDiff: Hashable, Sendable {
    /// Ids listed now and not before: the rows marked `+`.
    public var inserted: Set<Int>
    /// Ids listed before and not now.
    public var removed: Set<Int>
    /// Ids on both lists whose order relative to the others changed.
    public var moved: Set<Int>

    public init(inserted: Set<Int> = [], removed: Set<Int> = [], moved: Set<Int> = []) {
        self.inserted = inserted
        self.removed = removed
        self.moved = moved
    }

    /// The changes from the first `pageSize` of `previous` to `current`.
    public init(previous: [Int], current: [Int], pageSize: Int) {
        let before = Array(previous.prefix(max(pageSize, current.count)))
        let beforeSet = Set(before)
        let currentSet = Set(current)
        inserted = currentSet.subtracting(beforeSet)
        removed = beforeSet.subtracting(currentSet)
        // The fewest rows that must move to turn one order into the other are
        // those outside a longest run kept in the same relative order.
        let position = Dictionary(uniqueKeysWithValues: before.enumerated().map { ($1, $0) })
        let common = current.filter(beforeSet.contains)
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
