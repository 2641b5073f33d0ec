import TerminalUI
import Testing

@Suite("Column grid")
struct ColumnGridTests {
    @Test(
        "takes as many columns of at least 60 as fit, with a gutter of 3, up to 4",
        arguments: [
            (20, 1), (80, 1), (122, 1), (123, 2), (185, 2), (186, 3), (200, 3), (248, 3), (249, 4), (400, 4),
        ])
    func widest(width: Int, count: Int) {
        #expect(ColumnGrid.widest(fitting: width).count == count)
    }

    @Test("shares the width between the columns after the gutters")
    func columnWidth() throws {
        #expect(try ColumnGrid(count: 3, width: 200).columnWidth == 64)
        #expect(try ColumnGrid(count: 2, width: 123).columnWidth == 60)
        #expect(try ColumnGrid(count: 1, width: 200).columnWidth == 200)
    }

    @Test("rejects a column count that does not fit the width")
    func rejectsTooMany() {
        #expect(throws: ColumnGrid.DoesNotFit(count: 3, width: 100)) {
            try ColumnGrid(count: 3, width: 100)
        }
        #expect(throws: ColumnGrid.DoesNotFit(count: 2, width: 122)) {
            try ColumnGrid(count: 2, width: 122)
        }
    }

    @Test("rejects a count outside 1 to 4, however wide", arguments: [0, -1, 5])
    func rejectsOddCounts(count: Int) {
        #expect(throws: ColumnGrid.DoesNotFit(count: count, width: 1_000)) {
            try ColumnGrid(count: count, width: 1_000)
        }
    }

    @Test("fits one column at any width, as the list on an ordinary terminal")
    func oneColumnFits() throws {
        #expect(try ColumnGrid(count: 1, width: 20).columnWidth == 20)
    }

    @Test("keeps a count asked for when it fits, and after a resize gives way to the most that fit up to it")
    func askedCount() {
        #expect(ListColumns.count(2).grid(forWidth: 200).count == 2)
        #expect(ListColumns.count(4).grid(forWidth: 200).count == 3)
        #expect(ListColumns.count(3).grid(forWidth: 100).count == 1)
        #expect(ListColumns.count(1).grid(forWidth: 400).count == 1)
        #expect(ListColumns.automatic.grid(forWidth: 80).count == 1)
    }
}
