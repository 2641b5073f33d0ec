/// The columns a list is set in at one width: how many there are and how wide each one is.
///
/// A column narrower than 60 display columns would wrap most titles, so a
/// grid of several columns is made only when each gets at least that much,
/// with a 3-column gutter between them. One column always fits: it is the
/// whole width, however narrow, which is the list as it is drawn on any
/// ordinary terminal.
public struct ColumnGrid: Hashable, Sendable {
    /// The narrowest a column may be when there are several.
    public static let minimumColumnWidth = 60
    /// The blank columns between two columns.
    public static let gutter = 3
    /// The counts a grid can have: one to four columns.
    public static let counts = 1...4

    /// How many columns, from 1 to 4.
    public let count: Int
    /// How wide each column is; the columns and gutters may leave a few columns of the width unused.
    public let columnWidth: Int

    /// A count the grid cannot lay out at a width: outside 1–4, or columns narrower than 60.
    public struct DoesNotFit: Error, Hashable {
        /// The count asked for.
        public let count: Int
        /// The width it was asked for at.
        public let width: Int

        /// The refusal of `count` columns at `width`.
        public init(count: Int, width: Int) {
            self.count = count
            self.width = width
        }
    }

    /// `count` columns sharing `width`, or `DoesNotFit` when they would be narrower than 60 each.
    public init(count: Int, width: Int) throws(DoesNotFit) {
        guard Self.counts.contains(count), count == 1 || width >= Self.minimumWidth(forCount: count) else {
            throw DoesNotFit(count: count, width: width)
        }
        self.count = count
        columnWidth = count == 1 ? width : (width - Self.gutter * (count - 1)) / count
    }

    /// The most columns that fit `width`, up to `limit` (at most 4); at least one.
    public static func widest(fitting width: Int, atMost limit: Int = counts.upperBound) -> ColumnGrid {
        for count in counts.reversed() where count <= limit {
            if let grid = try? ColumnGrid(count: count, width: width) { return grid }
        }
        return ColumnGrid(wholeWidth: width)
    }

    /// The width `count` columns of the minimum width need, gutters included.
    public static func minimumWidth(forCount count: Int) -> Int {
        count * minimumColumnWidth + (count - 1) * gutter
    }

    /// One column as wide as the screen, which fits any width.
    private init(wholeWidth width: Int) {
        count = 1
        columnWidth = width
    }
}
