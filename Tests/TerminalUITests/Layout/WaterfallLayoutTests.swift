import TerminalUI
import Testing

@Suite("Waterfall layout")
struct WaterfallLayoutTests {
    @Test("puts each entry, in order, into the column that is shortest so far")
    func shortestColumn() {
        let layout = WaterfallLayout(heights: [5, 2, 3, 1, 4], columnCount: 2)

        // 5 → left; 2 → right (2); 3 → right (5); 1 → a tie at 5, so left (6); 4 → right (9).
        #expect(layout.columns == [[0, 3], [1, 2, 4]])
        #expect(layout.columnHeights == [6, 9])
        #expect(layout.height == 9)
    }

    @Test("starts each entry on the line where its column ended")
    func tops() {
        let layout = WaterfallLayout(heights: [5, 2, 3], columnCount: 2)

        #expect(
            layout.placements == [
                WaterfallLayout.Placement(column: 0, top: 0),
                WaterfallLayout.Placement(column: 1, top: 0),
                WaterfallLayout.Placement(column: 1, top: 2),
            ])
    }

    @Test("gives a tie to the leftmost column, so equal entries run across the columns")
    func tiesGoLeft() {
        let layout = WaterfallLayout(heights: Array(repeating: 4, count: 7), columnCount: 3)

        #expect(layout.placements.map(\.column) == [0, 1, 2, 0, 1, 2, 0])
        #expect(layout.columns == [[0, 3, 6], [1, 4], [2, 5]])
    }

    @Test("with one column stacks every entry under the one before, as the ordinary list does")
    func oneColumn() {
        let layout = WaterfallLayout(heights: [4, 5, 4], columnCount: 1)

        #expect(layout.columns == [[0, 1, 2]])
        #expect(layout.placements.map(\.top) == [0, 4, 9])
        #expect(layout.height == 13)
    }

    @Test("leaves no column taller than another by more than the tallest entry")
    func balanced() {
        let heights = [4, 5, 4, 6, 4, 4, 5, 7, 4, 4, 5, 4]

        let layout = WaterfallLayout(heights: heights, columnCount: 3)

        let heightsOf = layout.columnHeights
        #expect((heightsOf.max() ?? 0) - (heightsOf.min() ?? 0) <= (heights.max() ?? 0))
        #expect(heightsOf.reduce(0, +) == heights.reduce(0, +))
    }

    @Test("places nothing when there are no entries, and leaves the columns empty")
    func empty() {
        let layout = WaterfallLayout(heights: [], columnCount: 4)

        #expect(layout.placements.isEmpty)
        #expect(layout.columns == [[], [], [], []])
        #expect(layout.height == 0)
    }
}
