import Entities
import Foundation
import SQLiteStore
import Testing

/// Two sessions that start at the same moment on a fresh folder, each in a process of its own as two
/// terminals would run them: both make the folder, the file and the schema at once, and both save.
///
/// Guards `waitingForLock` around `PRAGMA journal_mode = WAL` in `SQLiteSavedQuestions.open()`: without
/// it, one of the two fails as locked about one run in two, since SQLite answers a switch to WAL that
/// meets another connection with `SQLITE_BUSY` at once, without waiting.
@Suite("Saved questions, two sessions at once")
struct TwoSessionsAtOnceTests {
    @Test("both save when they start together on a fresh folder, and the schema is made once")
    func startTogether() async throws {
        let disk = SavedFolder()
        let folder = disk.folder.path
        async let first = Self.session(savingIn: folder, from: 1)
        async let second = Self.session(savingIn: folder, from: 1_001)
        for failure in await [first, second] where !failure.isEmpty {
            Issue.record("\(failure)")
        }

        let saves = try await SavedFolder.ids(in: disk)
        #expect(saves == Set(1...20).union(1_001...1_020))
    }

    /// Runs a session in a process of its own that saves 20 questions numbered from `first` in `folder`;
    /// what it said went wrong, if anything.
    static func session(savingIn folder: String, from first: Int) async -> String {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            [folder, first] in
            await TwoSessionsAtOnceTests.saveMany(in: folder, from: first)
        }
        return result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    }

    /// What each process does: opens the saves as a session starts, then saves 20 questions numbered
    /// from `first`, saying on standard error what failed.
    @MainActor
    static func saveMany(in folder: String, from first: Int) {
        do throws(SaveError) {
            let store = try SQLiteSavedQuestions(
                folder: URL(fileURLWithPath: folder), shownFolder: "DATA", source: "offline")
            for id in first..<(first + 20) where try !store.save(question(id), site: "stackoverflow") {
                FileHandle.standardError.write(Data("question \(id) was saved already\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("from \(first): \(error.message)\n".utf8))
        }
    }
}

extension SavedFolder {
    /// Every question id saved in `disk`'s file, read through a store of its own.
    @MainActor
    static func ids(in disk: SavedFolder) throws -> Set<Int> {
        let store = try disk.store()
        var ids = Set<Int>()
        var cursor: SavedCursor?
        while true {
            let page = try store.page(site: "stackoverflow", after: cursor, limit: 100)
            ids.formUnion(page.saves.map(\.question.id))
            guard page.hasMore, let last = page.saves.last else { return ids }
            cursor = last.cursor
        }
    }
}
