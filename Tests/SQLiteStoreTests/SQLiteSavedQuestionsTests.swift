import Entities
import Foundation
import SQLiteStore
import Testing

/// The saves on disk, tested on real files in a temporary folder: SQLite is never mocked.
@MainActor
@Suite("Saved questions in SQLite")
struct SQLiteSavedQuestionsTests {
    let disk = SavedFolder()

    @Test("touches nothing on disk until the first save")
    func nothingBeforeTheFirstSave() throws {
        let saves = try disk.store()

        #expect(try saves.savedIDs(among: [1, 2], site: "stackoverflow").isEmpty)
        #expect(try saves.page(site: "stackoverflow", after: nil, limit: 10).saves.isEmpty)
        #expect(try saves.unsave(questionID: 1, site: "stackoverflow") == false)
        #expect(try saves.changedElsewhere() == false)
        #expect(!FileManager.default.fileExists(atPath: disk.folder.path))
    }

    @Test("makes the folder readable by the user alone, and the file too, at the first save")
    func firstSaveMakesFolderAndFile() throws {
        let saves = try disk.store()

        #expect(try saves.save(question(1), site: "stackoverflow"))

        #expect(try disk.permissions(of: disk.folder) == 0o700)
        #expect(try disk.permissions(of: disk.file) == 0o600)
    }

    @Test("keeps the file in WAL mode")
    func walMode() throws {
        let saves = try disk.store()
        _ = try saves.save(question(1), site: "stackoverflow")

        #expect(saves.journalMode == "wal")
    }

    @Test("says a question saved twice was saved already, and keeps one save")
    func saveTwice() throws {
        let saves = try disk.store()

        #expect(try saves.save(question(1), site: "stackoverflow"))
        #expect(try saves.save(question(1, title: "Changed since"), site: "stackoverflow") == false)

        let page = try saves.page(site: "stackoverflow", after: nil, limit: 10)
        #expect(page.saves.map(\.question.title) == ["Question 1"])
    }

    @Test("removes a save, and says when there was none")
    func unsave() throws {
        let saves = try disk.store()
        _ = try saves.save(question(1), site: "stackoverflow")

        #expect(try saves.unsave(questionID: 1, site: "stackoverflow"))
        #expect(try saves.unsave(questionID: 1, site: "stackoverflow") == false)
        #expect(try saves.savedIDs(among: [1], site: "stackoverflow").isEmpty)
    }

    @Test("reads a question back as it was saved, all but its body")
    func roundTrip() throws {
        let saves = try disk.store()
        _ = try saves.save(question(5), site: "stackoverflow")

        let saved = try #require(try saves.page(site: "stackoverflow", after: nil, limit: 1).saves.first)
        var expected = question(5)
        expected.body = nil
        #expect(saved.question == expected)
        #expect(saved.savedAt == Date(timeIntervalSince1970: 1_795_183_200))
    }

    @Test("finds which rows of a page are saved, of this site and this source only")
    func markers() throws {
        let offline = try disk.store(source: "offline")
        let live = try disk.store(source: "live")
        _ = try offline.save(question(1), site: "stackoverflow")
        _ = try offline.save(question(3), site: "stackoverflow")
        _ = try offline.save(question(2), site: "superuser")
        _ = try live.save(question(2), site: "stackoverflow")

        #expect(try offline.savedIDs(among: [1, 2, 3, 4], site: "stackoverflow") == [1, 3])
        #expect(try live.savedIDs(among: [1, 2, 3, 4], site: "stackoverflow") == [2])
    }

    @Test("pages the saves by key, the most recent first, and says when older ones follow")
    func paging() throws {
        let saves = try disk.store()
        for id in 1...5 { _ = try saves.save(question(id), site: "stackoverflow") }
        _ = try saves.unsave(questionID: 4, site: "stackoverflow")

        let first = try saves.page(site: "stackoverflow", after: nil, limit: 2)
        let second = try saves.page(site: "stackoverflow", after: first.saves.last?.cursor, limit: 2)
        let last = try saves.page(site: "stackoverflow", after: second.saves.last?.cursor, limit: 2)

        #expect(first.saves.map(\.question.id) == [5, 3])
        #expect(first.hasMore)
        #expect(second.saves.map(\.question.id) == [2, 1])
        #expect(second.hasMore == false)
        #expect(last.saves.isEmpty)
    }

    @Test("shows a save made by another session when it next asks, and not before")
    func twoSessions() throws {
        let mine = try disk.store()
        _ = try mine.save(question(1), site: "stackoverflow")
        let theirs = try disk.store()
        #expect(try mine.changedElsewhere() == false)

        _ = try theirs.save(question(2), site: "stackoverflow")

        #expect(try mine.changedElsewhere())
        #expect(try mine.changedElsewhere() == false)
        #expect(try mine.savedIDs(among: [1, 2], site: "stackoverflow") == [1, 2])
    }

    @Test("sees the first save of another session that made the file after this one started")
    func fileMadeElsewhere() throws {
        let mine = try disk.store()
        let theirs = try disk.store()

        _ = try theirs.save(question(2), site: "stackoverflow")

        #expect(try mine.changedElsewhere())
        #expect(try mine.savedIDs(among: [2], site: "stackoverflow") == [2])
    }

    @Test("leaves no read open between calls, so another session can checkpoint the whole log")
    func noReadLeftOpen() throws {
        let saves = try disk.store()
        for id in 1...3 { _ = try saves.save(question(id), site: "stackoverflow") }
        _ = try saves.page(site: "stackoverflow", after: nil, limit: 2)
        _ = try saves.savedIDs(among: [1, 2], site: "stackoverflow")

        // TRUNCATE waits for every reader to finish; with a statement left un-reset it fails as busy.
        try disk.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let log = disk.file.path + "-wal"
        #expect((try FileManager.default.attributesOfItem(atPath: log)[.size] as? Int) == 0)
    }

    @Test("fails a save as locked when another session holds the file past the wait, and saves after")
    func lockedPastTheWait() throws {
        let saves = try disk.store(busyTimeout: .milliseconds(50))
        _ = try saves.save(question(1), site: "stackoverflow")
        let lock = try SavedFolder.Lock(disk.file)

        #expect(throws: SaveError.locked(path: "DATA/saved.sqlite3")) {
            try saves.save(question(2), site: "stackoverflow")
        }
        lock.release()

        #expect(try saves.save(question(2), site: "stackoverflow"))
    }

    /// Guards the `catch .locked` in `init`: a lock met while opening fails no more than a call does.
    @Test("starts with saving on while another session holds the file's lock, and saves once it is free")
    func lockedAtTheStart() throws {
        _ = try disk.store().save(question(1), site: "stackoverflow")
        let lock = try SavedFolder.Lock(disk.file)

        let saves = try disk.store(busyTimeout: .milliseconds(50))
        #expect(throws: SaveError.locked(path: "DATA/saved.sqlite3")) {
            try saves.save(question(2), site: "stackoverflow")
        }
        lock.release()

        #expect(try saves.save(question(2), site: "stackoverflow"))
    }

    @Test("refuses a file of a newer schema, and leaves it byte for byte")
    func newerSchema() throws {
        _ = try disk.store().save(question(1), site: "stackoverflow")
        try disk.execute("PRAGMA user_version = 2")
        let before = try Data(contentsOf: disk.file)

        #expect(throws: SaveError.newerVersion(path: "DATA/saved.sqlite3", version: 2)) {
            try disk.store()
        }
        #expect(try Data(contentsOf: disk.file) == before)
    }

    @Test("refuses a file that is not a database, leaves it byte for byte, and keeps saving off")
    func notADatabase() throws {
        try FileManager.default.createDirectory(at: disk.folder, withIntermediateDirectories: true)
        let text = Data("my notes, not a database\n".utf8)
        try text.write(to: disk.file)

        #expect(throws: SaveError.notADatabase(path: "DATA/saved.sqlite3")) { try disk.store() }
        #expect(try Data(contentsOf: disk.file) == text)
    }

    @Test("keeps saving off after a file turns out not to be a database, and writes nothing more")
    func offAfterAFailure() throws {
        try FileManager.default.createDirectory(at: disk.folder, withIntermediateDirectories: true)
        let saves = try disk.store()
        let text = Data(repeating: 0x41, count: 4096)
        try text.write(to: disk.file)

        #expect(throws: SaveError.notADatabase(path: "DATA/saved.sqlite3")) {
            try saves.save(question(1), site: "stackoverflow")
        }
        #expect(throws: SaveError.notADatabase(path: "DATA/saved.sqlite3")) {
            try saves.savedIDs(among: [1], site: "stackoverflow")
        }
        #expect(try Data(contentsOf: disk.file) == text)
    }

    @Test("says the folder can't be made when a file stands where a folder must be")
    func folderCannotBeMade() throws {
        // Root may write anywhere a mode allows, so the folder is made impossible, not forbidden.
        try FileManager.default.createDirectory(at: disk.root, withIntermediateDirectories: true)
        try Data("a file".utf8).write(to: disk.folder)
        let saves = try SQLiteSavedQuestions(
            folder: disk.folder.appendingPathComponent("inner"), shownFolder: "DATA/inner", source: "offline")

        #expect(throws: SaveError.cannotWrite(path: "DATA/inner", reason: "Not a directory")) {
            try saves.save(question(1), site: "stackoverflow")
        }
    }

    @Test("makes the schema once when a second session opens the folder the first just made")
    func secondSessionFindsTheSchema() throws {
        let first = try disk.store()
        let second = try disk.store()
        _ = try first.save(question(1), site: "stackoverflow")

        #expect(try second.save(question(2), site: "stackoverflow"))
        #expect(try first.savedIDs(among: [1, 2], site: "stackoverflow") == [1, 2])
    }
}
