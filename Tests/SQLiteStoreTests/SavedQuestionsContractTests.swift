import Entities
import Foundation
import SQLiteStore
import TestSupport
import Testing

/// What every `SavedQuestions` promises, run against the SQLite store and against the layers' double in
/// memory, so that a layer tested with the double meets the store the app runs.
@MainActor
@Suite("The contract of the saves, in SQLite and in memory")
struct SavedQuestionsContractTests {
    enum Store: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, memory

        var testDescription: String { rawValue }
    }

    let disk = SavedFolder()

    private func make(_ store: Store) throws -> any SavedQuestions {
        switch store {
        case .sqlite: try disk.store()
        case .memory: InMemorySavedQuestions()
        }
    }

    @Test("says whether a save changed anything", arguments: Store.allCases)
    func saveOnce(store: Store) throws {
        let saves = try make(store)

        #expect(try saves.save(question(1), site: "stackoverflow"))
        #expect(try saves.save(question(1), site: "stackoverflow") == false)
        #expect(try saves.unsave(questionID: 1, site: "stackoverflow"))
        #expect(try saves.unsave(questionID: 1, site: "stackoverflow") == false)
    }

    @Test("marks only the saved rows of the site asked about", arguments: Store.allCases)
    func markers(store: Store) throws {
        let saves = try make(store)
        _ = try saves.save(question(1), site: "stackoverflow")
        _ = try saves.save(question(2), site: "superuser")

        #expect(try saves.savedIDs(among: [1, 2, 3], site: "stackoverflow") == [1])
        #expect(try saves.savedIDs(among: [], site: "stackoverflow").isEmpty)
    }

    @Test("pages the most recent first, by key, without the body", arguments: Store.allCases)
    func paging(store: Store) throws {
        let saves = try make(store)
        for id in 1...4 { _ = try saves.save(question(id), site: "stackoverflow") }
        _ = try saves.unsave(questionID: 3, site: "stackoverflow")
        _ = try saves.save(question(3), site: "stackoverflow")

        let first = try saves.page(site: "stackoverflow", after: nil, limit: 2)
        let rest = try saves.page(site: "stackoverflow", after: first.saves.last?.cursor, limit: 2)

        #expect(first.saves.map(\.question.id) == [3, 4])
        #expect(first.hasMore)
        #expect(rest.saves.map(\.question.id) == [2, 1])
        #expect(rest.hasMore == false)
        #expect(first.saves.allSatisfy { $0.question.body == nil })
        #expect(
            try saves.page(site: "stackoverflow", after: nil, limit: 0)
                == SavedPage(saves: [], hasMore: false))
    }
}
