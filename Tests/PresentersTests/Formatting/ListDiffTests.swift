import Presenters
import Testing

@Suite("List diff")
struct ListDiffTests {
    @Test("finds no change in the same list")
    func noChange() {
        let diff = ListDiff(previous: [1, 2, 3], current: [1, 2, 3], pageSize: 3)

        #expect(!diff.hasChanges)
        #expect(ListText.summary(of: diff) == "No changes.")
    }

    @Test("finds new rows and rows gone by id")
    func insertedAndRemoved() {
        let diff = ListDiff(previous: [1, 2, 3], current: [9, 1, 2], pageSize: 3)

        #expect(diff.inserted == [9])
        #expect(diff.removed == [3])
        #expect(diff.moved.isEmpty)
    }

    @Test("counts the fewest rows that moved, not every row whose index changed")
    func moved() {
        let diff = ListDiff(previous: [1, 2, 3, 4, 5], current: [4, 1, 2, 3, 5], pageSize: 5)

        #expect(diff.moved == [4])
        #expect(ListText.summary(of: diff) == "0 new, 0 gone, 1 moved")
    }

    @Test("judges gone rows against the first page only, so earlier 'more' pages do not count as gone")
    func comparesOnePage() {
        let diff = ListDiff(previous: [1, 2, 3, 4, 5, 6], current: [7, 1, 2], pageSize: 3)

        #expect(diff.inserted == [7])
        #expect(diff.removed == [3])
    }

    @Test("does not call a row new that was listed further down before")
    func risingRowIsNotNew() {
        let diff = ListDiff(previous: [1, 2, 3, 4, 5, 6], current: [4, 1, 2], pageSize: 3)

        #expect(diff.inserted.isEmpty)
        #expect(diff.removed == [3])
        #expect(diff.moved.isEmpty)
    }

    @Test("marks every row new when nothing was listed before")
    func fromEmpty() {
        let diff = ListDiff(previous: [], current: [1, 2], pageSize: 30)

        #expect(ListText.summary(of: diff) == "2 new, 0 gone, 0 moved")
    }
}
