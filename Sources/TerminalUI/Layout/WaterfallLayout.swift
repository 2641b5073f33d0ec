/// Places entries of known heights in columns: each, in list order, goes into the column that is
/// shortest so far, ties to the leftmost (the waterfall of a columnar grouped table).
///
/// It is a pure function of the heights and the column count, worked out
/// once per batch of entries, so it is tested without a terminal. Because
/// ties go left and every column starts empty, the first entries go one to a
/// column, left to right, and the numbers run across the columns. With one
/// column every entry goes under the one before: the ordinary list.
public struct WaterfallLayout: Hashable, Sendable {
    /// Where one entry goes.
    public struct Placement: Hashable, Sendable {
        /// The column, from 0 at the left.
        public let column: Int
        /// The line of that column the entry starts on, from 0.
        public let top: Int

        /// An entry in `column`, starting on its line `top`.
        public init(column: Int, top: Int) {
            self.column = column
            self.top = top
        }
    }

    /// Each entry's place, in the order of the heights given.
    public let placements: [Placement]
    /// How many lines each column holds once every entry is placed.
    public let columnHeights: [Int]

    /// Places entries of `heights` lines in `columnCount` columns (at least 1; `ColumnGrid` says how many fit).
    public init(heights: [Int], columnCount: Int) {
        precondition(columnCount >= 1, "a waterfall needs at least one column")
        var columnHeights = Array(repeating: 0, count: columnCount)
        var placements: [Placement] = []
        placements.reserveCapacity(heights.count)
        for height in heights {
            // A linear scan: there are at most four columns.
            var shortest = 0
            for column in columnHeights.indices where columnHeights[column] < columnHeights[shortest] {
                shortest = column
            }
            placements.append(Placement(column: shortest, top: columnHeights[shortest]))
            columnHeights[shortest] += max(0, height)
        }
        self.placements = placements
        self.columnHeights = columnHeights
    }

    /// The entries of each column, top to bottom, as indices into the heights given.
    public var columns: [[Int]] {
        var columns = Array(repeating: [Int](), count: columnHeights.count)
        for (entry, placement) in placements.enumerated() {
            columns[placement.column].append(entry)
        }
        return columns
    }

    /// The lines the tallest column takes: the height of the whole block.
    public var height: Int { columnHeights.max() ?? 0 }
}
