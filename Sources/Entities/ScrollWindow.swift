/// Which rows are on the screen front's screen: the first one shown, moved as little as possible to keep
/// a row in sight, and set on a resize so that the selected row keeps its line.
///
/// A row takes one or more lines (a wrapped title); the window asks for a
/// row's height only for the rows it may show, so that keeping the last of
/// 10,000 rows in sight costs the rows on the screen, not the rows above
/// them. The question screen, whose rows are its lines, scrolls the same
/// way with every height 1. Each shape keeps it beside the selection or in
/// its view, as SPEC §10 says; the arithmetic is here, once.
public struct ScrollWindow: Hashable, Sendable {
    /// The first row on the screen, counted from 0.
    public private(set) var top: Int

    /// A window whose first row is `top`.
    public init(top: Int = 0) {
        self.top = max(top, 0)
    }

    /// Scrolls as little as possible so that row `row` is whole on a screen of `height` lines (or starts
    /// at its first line, if it is taller than the screen), each row `rowHeight(row)` lines tall.
    public mutating func reveal(_ row: Int, height: Int, rowHeight: (Int) -> Int) {
        guard row > top else {
            top = max(row, 0)
            return
        }
        // From the row upwards, as many rows as fit beneath the top of the screen.
        var first = row
        var lines = rowHeight(row)
        while first > top, lines + rowHeight(first - 1) <= height {
            first -= 1
            lines += rowHeight(first)
        }
        top = first
    }

    /// The line of the screen (from 0) that row `row` starts on, or `nil` if it starts off the screen of
    /// `height` lines.
    public func line(of row: Int, height: Int, rowHeight: (Int) -> Int) -> Int? {
        guard row >= top else { return nil }
        var line = 0
        for above in top..<row {
            line += rowHeight(above)
            if line >= height { return nil }
        }
        return line
    }

    /// Puts row `row` on line `line` of the screen where it can: after a resize, when the rows' heights
    /// and the screen's have changed, the selected row stays where the reader's eye was. Row `row` is
    /// whole on the screen of `height` lines afterwards, if it fits at all.
    public mutating func anchor(_ row: Int, atLine line: Int, height: Int, rowHeight: (Int) -> Int) {
        var first = row
        var above = 0
        while first > 0, above + rowHeight(first - 1) <= line {
            first -= 1
            above += rowHeight(first)
        }
        top = first
        reveal(row, height: height, rowHeight: rowHeight)
    }

    /// How many rows from the top are whole on a screen of `height` lines, of `count` rows: at least one
    /// when there are rows, so that a page always moves.
    public func rowsOnScreen(height: Int, count: Int, rowHeight: (Int) -> Int) -> Int {
        var lines = 0
        var rows = 0
        while top + rows < count, lines + rowHeight(top + rows) <= height {
            lines += rowHeight(top + rows)
            rows += 1
        }
        return max(rows, top < count ? 1 : 0)
    }

    /// Scrolls by `delta` lines (down when positive) through `count` lines of text on a screen of `height`
    /// lines, never past the point where the last line is at the bottom.
    public mutating func scroll(by delta: Int, count: Int, height: Int) {
        let last = max(count - height, 0)
        // Clamp before adding, so that a delta of Int.max or Int.min cannot overflow.
        let bounded = min(max(delta, -top), last - top)
        top += bounded
        top = min(max(top, 0), last)
    }
}
