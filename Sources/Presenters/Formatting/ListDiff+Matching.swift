extension ListDiff {
    /// Pairs each current row with the previous row of the same id, and sorts the rows into new, gone and
    /// moved.
    struct Matching {
        /// For each current row, the position in `previous` of the row with its id, or -1 when it is new
        /// or repeats a row listed above it (which counts once, at its first place).
        private(set) var previousPosition: [Int32]
        private(set) var inserted: Set<Int> = []
        private(set) var removed: Set<Int> = []
        private(set) var moved: Set<Int> = []

        init(previous: [Int], current: [Int], pageSize: Int) {
            let firstPageCount = min(previous.count, max(pageSize, current.count))
            var fates = [Fate](repeating: .unmatched, count: previous.count)
            var positions = IDPositions(capacityFor: previous.count)
            for position in previous.indices where !positions.insert(previous, at: position) {
                fates[position] = .repeated
            }

            previousPosition = [Int32](repeating: -1, count: current.count)
            for (index, id) in current.enumerated() {
                let found = positions.position(of: id, in: previous)
                if found < 0 {
                    inserted.insert(id)
                    continue
                }
                guard fates[found] == .unmatched else { continue }
                fates[found] = .matched
                previousPosition[index] = Int32(found)
            }
            for position in 0..<firstPageCount where fates[position] == .unmatched {
                removed.insert(previous[position])
            }

            // The fewest rows that must move to turn one order into the other are those outside a
            // longest run kept in the same relative order; rows from beyond the first page take no part.
            let kept = IncreasingRun.members(of: previousPosition, below: Int32(firstPageCount))
            for index in current.indices where !kept[index] {
                let position = previousPosition[index]
                if position >= 0 && position < firstPageCount {
                    moved.insert(current[index])
                }
            }
        }
    }

    /// What became of a previous row.
    private enum Fate: UInt8 {
        /// Not found on the current list (yet): gone, unless a later current row has its id.
        case unmatched
        /// Found on the current list.
        case matched
        /// Its id was listed above it, so the row above stands for it.
        case repeated
    }
}
