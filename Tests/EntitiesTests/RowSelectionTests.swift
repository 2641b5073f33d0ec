import Entities
import Testing

/// The screen front's selection: moved by rows and pages, stopped at the ends, asking for the next page
/// past the last row, kept on its question when the list loads again, clamped when rows go.
@Suite("Row selection")
struct RowSelectionTests {
    @Test("moves down and up a row at a time, numbered from 1 as the line front counts")
    func movesByARow() {
        var selection = RowSelection()

        #expect(selection.move(by: 1, count: 5) == .moved)
        #expect(selection.move(by: 1, count: 5) == .moved)
        #expect(selection.move(by: -1, count: 5) == .moved)
        #expect(selection.index == 1)
        #expect(selection.rowNumber == 2)
    }

    @Test("stays on the first row when moved up from it, and says it stayed")
    func stopsAtTheTop() {
        var selection = RowSelection()

        #expect(selection.move(by: -1, count: 5) == .stayed)
        #expect(selection.move(by: -10, count: 5) == .stayed)
        #expect(selection.index == 0)
    }

    @Test("stops on the last row when a move goes past it, and asks for the next page")
    func pastTheLastRow() {
        var selection = RowSelection(index: 3)

        #expect(selection.move(by: 1, count: 5) == .moved)
        #expect(selection.move(by: 1, count: 5) == .pastLastRow)
        #expect(selection.index == 4)
    }

    @Test("pages down to the last row and asks for more when the page reaches past it")
    func pagesPastTheEnd() {
        var selection = RowSelection(index: 1)

        #expect(selection.move(by: 10, count: 5) == .pastLastRow)
        #expect(selection.index == 4)
    }

    @Test("survives moves of any size without overflowing")
    func extremeMoves() {
        var selection = RowSelection(index: 2)

        #expect(selection.move(by: .max, count: 5) == .pastLastRow)
        #expect(selection.move(by: .min + 1, count: 5) == .moved)
        #expect(selection.index == 0)
    }

    @Test("stays on row 0 of an empty list, whatever the move")
    func emptyList() {
        var selection = RowSelection(index: 3)

        #expect(selection.move(by: 1, count: 0) == .stayed)
        #expect(selection.index == 0)
    }

    @Test("goes to the first and the last row")
    func firstAndLast() {
        var selection = RowSelection(index: 2)

        selection.moveToLast(count: 7)
        #expect(selection.index == 6)
        selection.moveToFirst()
        #expect(selection.index == 0)
    }

    @Test("stays on the same question when the list loads again with it on another row")
    func followsItsQuestion() {
        var selection = RowSelection(index: 1)

        selection.follow(questionID: 20, in: [30, 10, 20])

        #expect(selection.index == 2)
    }

    @Test("goes to the first row when its question is gone from the list loaded again")
    func questionGone() {
        var selection = RowSelection(index: 2)

        selection.follow(questionID: 99, in: [30, 10, 20])
        #expect(selection.index == 0)
        selection.select(2, count: 3)
        selection.follow(questionID: nil, in: [30, 10, 20])
        #expect(selection.index == 0)
    }

    @Test("keeps its row number when rows go, clamped to the rows left")
    func clampsWhenRowsGo() {
        var selection = RowSelection(index: 4)

        selection.clamp(count: 5)
        #expect(selection.index == 4)
        selection.clamp(count: 3)
        #expect(selection.index == 2)
        selection.clamp(count: 0)
        #expect(selection.index == 0)
    }
}
