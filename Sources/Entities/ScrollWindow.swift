/// Which rows are on the screen front's screen: the first one shown (and how many of its first lines are
/// scrolled off), moved by as few lines as possible to keep a row in sight, and set on a resize so that
/// the selected row keeps its line.
///
/// A row takes one or more lines (a wrapped title); the window asks for a
/// row's height only for the rows it may show, so that keeping the last of
/// 10,000 rows in sight costs the rows on the screen, not the rows above
/// them. The question screen, whose rows are its lines, scrolls the same
/// way with every height 1. Each shape keeps it beside the selection or in
/// its view, as SPEC §8 says; the arithmetic is here, once.
public struct ScrollWindow: Hashable, Sendable {
    /// The first row on the screen, counted from 0: whole, or with its first `offset` lines scrolled off.
    public private(set) var top: Int
    /// How many of row `top`'s first lines are above the screen: a move down scrolls by lines, not by
    /// rows, so that a tall row below a short one scrolls the screen by its own height alone.
    public private(set) var offset: Int

    /// A window whose first row is `top`, its first `offset` lines scrolled off.
    public init(top: Int = 0, offset: Int = 0) {
        self.top = max(top, 0)
        self.offset = max(offset, 0)
    }

    /// Scrolls by as few lines as possible so that row `row` is whole on a screen of `height` lines (or
    /// starts at its first line, if it is taller than the screen), each row `rowHeight(row)` lines tall.
    public mutating func reveal(_ row: Int, height: Int, rowHeight: (Int) -> Int) {
        guard row > top else {
            (top, offset) = (max(row, 0), 0)
            return
        }
        // From the row upwards, as many whole rows as fit beneath the top of the screen.
        var first = row
        var lines = rowHeight(row)
        while first > top, lines + rowHeight(first - 1) <= height {
            first -= 1
            lines += rowHeight(first)
        }
        // Every row from the top one down to `row` fits: the row is whole on the screen already.
        if first == top { return }
        // The lines left above go to the end of the row before, whose first lines scroll off.
        let spare = height - lines
        if spare > 0 {
            (top, offset) = (first - 1, rowHeight(first - 1) - spare)
        } else {
            (top, offset) = (first, 0)
        }
    }

    /// The line of the screen (from 0) that row `row` starts on, or `nil` if it starts off the screen of
    /// `height` lines.
    public func line(of row: Int, height: Int, rowHeight: (Int) -> Int) -> Int? {
        guard row > top || (row == top && offset == 0) else { return nil }
        var line = -offset
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
        let spare = line - above
        if spare > 0, first > 0 {
            (top, offset) = (first - 1, rowHeight(first - 1) - spare)
        } else {
            (top, offset) = (first, 0)
        }
        reveal(row, height: height, rowHeight: rowHeight)
    }

    /// How many rows are whole on a screen of `height` lines, of `count` rows, after the top row's lines
    /// that show when its first ones are scrolled off: at least one when there are rows, so that a page
    /// always moves.
    public func rowsOnScreen(height: Int, count: Int, rowHeight: (Int) -> Int) -> Int {
        var lines = 0
        var row = top
        if offset > 0, row < count {
            lines = rowHeight(row) - offset
            row += 1
        }
        var rows = 0
        while row < count, lines + rowHeight(row) <= height {
            lines += rowHeight(row)
            rows += 1
            row += 1
        }
        return max(rows, top < count ? 1 : 0)
    }

    /// Scrolls by `delta` lines (down when positive) through `count` lines of text on a screen of `height`
    /// lines, never past the point where the last line is at the bottom. Text's rows are its lines, one
    /// each, so nothing is left scrolled off within one.
    public mutating func scroll(by delta: Int, count: Int, height: Int) {
        let last = max(count - height, 0)
        // Clamp before adding, so that a delta of Int.max or Int.min cannot overflow.
        let bounded = min(max(delta, -top), last - top)
        top += bounded
        top = min(max(top, 0), last)
        offset = 0
    }
}
