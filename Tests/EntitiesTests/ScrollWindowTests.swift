import Entities
import Testing

/// The screen front's scroll: a row kept in sight by scrolling as little as possible, with rows of
/// several lines; a row kept on its line across a resize; the rows a page moves by; text scrolled by
/// lines. Each test counts the heights asked for where the cost matters.
@Suite("Scroll window")
struct ScrollWindowTests {
    /// Heights that count how often they are asked.
    private final class Heights {
        private let heights: (Int) -> Int
        private(set) var asked: Set<Int> = []
        init(_ heights: @escaping (Int) -> Int) { self.heights = heights }
        func callAsFunction(_ row: Int) -> Int {
            asked.insert(row)
            return heights(row)
        }
    }

    @Test("does not scroll for a row already whole on the screen")
    func rowInSight() {
        var window = ScrollWindow(top: 2)

        window.reveal(4, height: 5, rowHeight: { _ in 1 })

        #expect(window.top == 2)
    }

    @Test("scrolls up to a row above the screen, putting it on the first line")
    func rowAbove() {
        var window = ScrollWindow(top: 6)

        window.reveal(3, height: 5, rowHeight: { _ in 1 })

        #expect(window.top == 3)
    }

    @Test("scrolls down by just enough lines to show a row below the screen whole on the last lines")
    func rowBelow() {
        var window = ScrollWindow(top: 0)

        // Rows of 2 lines on 5 lines: rows 2 and 3 take 4, and the last line of row 1 shows above them.
        window.reveal(3, height: 5, rowHeight: { _ in 2 })

        #expect(window == ScrollWindow(top: 1, offset: 1))
        #expect(window.line(of: 3, height: 5, rowHeight: { _ in 2 }) == 3)
    }

    /// Guards the line-granular scroll of `reveal(_:height:rowHeight:)`: by whole rows, a move onto a
    /// tall row below a short one scrolled the short one off too, and rewrote more of the screen.
    @Test("scrolls onto a tall row below a short one by the tall row's height alone")
    func tallRowBelowAShortOne() {
        // Rows 0 and 1 fill the screen of 6 lines; row 2 is 4 lines tall.
        let heights: (Int) -> Int = { [3, 3, 4][$0] }
        var window = ScrollWindow(top: 0)

        window.reveal(2, height: 6, rowHeight: heights)

        #expect(window == ScrollWindow(top: 1, offset: 1))
        #expect(window.line(of: 2, height: 6, rowHeight: heights) == 2)
        #expect(window.line(of: 1, height: 6, rowHeight: heights) == nil, "row 1 starts above the screen")
    }

    @Test("shows a row whole from its first line when the selection moves up onto it, partly scrolled off")
    func rowPartlyOffAbove() {
        var window = ScrollWindow(top: 4, offset: 1)

        window.reveal(4, height: 5, rowHeight: { _ in 2 })

        #expect(window == ScrollWindow(top: 4))
    }

    @Test("asks the heights of the rows on the screen only, however far down the row is")
    func costsTheRowsOnScreen() {
        var window = ScrollWindow(top: 0)
        let heights = Heights { _ in 1 }

        window.reveal(9_999, height: 24, rowHeight: heights.callAsFunction)

        #expect(window.top == 9_976)
        #expect(heights.asked.count <= 25)
    }

    @Test("puts a row taller than the screen at its top")
    func tallRow() {
        var window = ScrollWindow(top: 0)

        window.reveal(2, height: 3, rowHeight: { $0 == 2 ? 10 : 1 })

        #expect(window.top == 2)
    }

    @Test("tells the line a row starts on, or nothing when it is off the screen")
    func lineOfARow() {
        let window = ScrollWindow(top: 2)
        let heights: (Int) -> Int = { _ in 2 }

        #expect(window.line(of: 2, height: 6, rowHeight: heights) == 0)
        #expect(window.line(of: 4, height: 6, rowHeight: heights) == 4)
        #expect(window.line(of: 5, height: 6, rowHeight: heights) == nil)
        #expect(window.line(of: 1, height: 6, rowHeight: heights) == nil)
    }

    @Test("keeps a row on its line across a resize that changes the rows' heights")
    func anchorsOnResize() {
        var window = ScrollWindow(top: 0)
        // Before: rows of 1 line, row 10 on line 6 of 10.
        window.reveal(10, height: 10, rowHeight: { _ in 1 })
        window.anchor(10, atLine: 6, height: 10, rowHeight: { _ in 1 })
        #expect(window.line(of: 10, height: 10, rowHeight: { _ in 1 }) == 6)

        // After: narrower, rows of 2 lines; row 10 starts on line 6 still.
        window.anchor(10, atLine: 6, height: 10, rowHeight: { _ in 2 })

        #expect(window.top == 7)
        #expect(window.line(of: 10, height: 10, rowHeight: { _ in 2 }) == 6)
    }

    @Test("keeps the row whole on a screen too short for its old line, and stops at the first row")
    func anchorWhereItCan() {
        var window = ScrollWindow(top: 0)

        window.anchor(10, atLine: 8, height: 4, rowHeight: { _ in 1 })
        #expect(window.line(of: 10, height: 4, rowHeight: { _ in 1 }) == 3)
        window.anchor(1, atLine: 5, height: 10, rowHeight: { _ in 1 })
        #expect(window.top == 0)
    }

    @Test("counts the rows whole on the screen, and at least one so that a page moves")
    func rowsOnScreen() {
        let window = ScrollWindow(top: 1)
        // Row 1's last line, then rows 2 and 3 whole on 5 lines.
        let partly = ScrollWindow(top: 1, offset: 1)

        #expect(partly.rowsOnScreen(height: 5, count: 10, rowHeight: { _ in 2 }) == 2)

        #expect(window.rowsOnScreen(height: 5, count: 10, rowHeight: { _ in 2 }) == 2)
        #expect(window.rowsOnScreen(height: 5, count: 2, rowHeight: { _ in 1 }) == 1)
        #expect(window.rowsOnScreen(height: 1, count: 10, rowHeight: { _ in 3 }) == 1)
        #expect(window.rowsOnScreen(height: 5, count: 0, rowHeight: { _ in 1 }) == 0)
    }

    @Test("scrolls text by lines, never above the first or past the last line at the bottom")
    func scrollsText() {
        var window = ScrollWindow()

        window.scroll(by: 3, count: 10, height: 4)
        #expect(window.top == 3)
        window.scroll(by: 100, count: 10, height: 4)
        #expect(window.top == 6)
        window.scroll(by: .min, count: 10, height: 4)
        #expect(window.top == 0)
        window.scroll(by: .max, count: 3, height: 4)
        #expect(window.top == 0)
    }
}
