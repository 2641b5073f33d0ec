import Entities
import Foundation
import TestSupport
import Testing

/// The saved screen's state: the saves shown, the most recent first, and where the next page starts.
@Suite("Saved list")
struct SavedListTests {
    private static func save(_ id: Int, sequence: Int64) -> SavedQuestion {
        SavedQuestion(
            question: Fixtures.question(id: id), savedAt: Fixtures.now,
            cursor: SavedCursor(sequence: sequence))
    }

    @Test("numbers its rows from 1 in the order shown, and has no row 0 or past the end")
    func rows() {
        var list = SavedList(site: "stackoverflow", pageSize: 2)
        list.replace(
            with: SavedPage(saves: [Self.save(9, sequence: 5), Self.save(3, sequence: 2)], hasMore: true))

        #expect(list.question(atRow: 1)?.id == 9)
        #expect(list.question(atRow: 2)?.id == 3)
        #expect(list.question(atRow: 0) == nil)
        #expect(list.question(atRow: 3) == nil)
        #expect(list.question(atRow: Int.min) == nil)
    }

    @Test("starts the next page after the oldest save shown, and adds it underneath")
    func nextPage() {
        var list = SavedList(site: "stackoverflow", pageSize: 1)
        list.replace(with: SavedPage(saves: [Self.save(9, sequence: 5)], hasMore: true))
        #expect(list.nextPageCursor == SavedCursor(sequence: 5))

        let added = list.appendNextPage(SavedPage(saves: [Self.save(3, sequence: 2)], hasMore: false))

        #expect(added.map(\.question.id) == [3])
        #expect(list.questions.map(\.id) == [9, 3])
        #expect(!list.hasMore)
    }
}
