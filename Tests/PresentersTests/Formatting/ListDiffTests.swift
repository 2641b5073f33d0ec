import Entities
import Presenters
import TestSupport
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
        #expect(ListText.summary(of: diff) == "0 new, 0 gone, 1 moved, 0 updated")
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

        #expect(ListText.summary(of: diff) == "2 new, 0 gone, 0 moved, 0 updated")
    }

    @Test("counts an id listed twice before once, at its first place, instead of trapping")
    func duplicatePreviousIDs() {
        let diff = ListDiff(previous: [1, 2, 1, 3, 2], current: [2, 1, 3], pageSize: 5)

        #expect(diff.inserted.isEmpty)
        #expect(diff.removed.isEmpty)
        #expect(diff.moved == [2])
    }

    @Test("counts an id listed twice now once, at its first place")
    func duplicateCurrentIDs() {
        let diff = ListDiff(previous: [1, 2, 3], current: [1, 2, 1, 9, 9, 3], pageSize: 3)

        #expect(diff.inserted == [9])
        #expect(diff.removed.isEmpty)
        #expect(diff.moved.isEmpty)
    }

    @Test("finds an update in a row whose id stays and whose content changed")
    func findsUpdates() {
        let previous = [Fixtures.question(id: 1), Fixtures.question(id: 2)]
        let current = [Fixtures.question(id: 1), Fixtures.question(id: 2, title: "Clearer")]

        let diff = ListDiff(previous: previous, current: current, pageSize: 2)

        #expect(diff.updated == [2])
        #expect(diff.mark(for: 2) == .updated)
        #expect(diff.mark(for: 1) == nil)
        #expect(ListText.summary(of: diff) == "0 new, 0 gone, 0 moved, 1 updated")
    }

    @Test(
        "counts a change in each field a row shows as an update",
        arguments: [
            Fixtures.question(id: 1, title: "Retitled"),
            Fixtures.question(id: 1, score: 2),
            Fixtures.question(id: 1, answerCount: 1),
            Fixtures.question(id: 1, acceptedAnswerID: 10),
            Fixtures.question(id: 1, closedReason: "Duplicate"),
            Fixtures.question(id: 1, tags: ["swift", "ios"]),
        ])
    func everyVisibleFieldCounts(changed: Question) {
        let diff = ListDiff(previous: [Fixtures.question(id: 1)], current: [changed], pageSize: 1)

        #expect(diff.updated == [1])
    }

    @Test("does not count views, ages, the owner or the body as updates")
    func invisibleChangesDoNotCount() {
        let changed = Fixtures.question(
            id: 1, viewCount: 999, owner: "Renamed", created: 5, active: 1, body: "<p>Edited.</p>")

        let diff = ListDiff(previous: [Fixtures.question(id: 1)], current: [changed], pageSize: 1)

        #expect(!diff.hasChanges)
    }

    @Test("compares a row risen from a later page with what it showed there")
    func updatesBeyondTheFirstPage() {
        let previous = [Fixtures.question(id: 1), Fixtures.question(id: 2), Fixtures.question(id: 3)]
        let current = [Fixtures.question(id: 3, score: 9)]

        let diff = ListDiff(previous: previous, current: current, pageSize: 1)

        #expect(diff.updated == [3])
        #expect(diff.inserted.isEmpty)
        #expect(diff.removed == [1])
    }

    @Test("marks a new row new, not updated")
    func newBeatsUpdated() {
        let diff = ListDiff(
            previous: [Fixtures.question(id: 1)], current: [Fixtures.question(id: 2)], pageSize: 1)

        #expect(diff.mark(for: 2) == .new)
        #expect(diff.updated.isEmpty)
    }
}
