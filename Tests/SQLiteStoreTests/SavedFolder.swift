import CSQLite
import Entities
import Foundation
import SQLiteStore

/// A data folder of its own for one test, under the system's temporary folder, removed with everything
/// in it when the test is done; and what a test needs to look at the file without the store.
final class SavedFolder {
    let root: URL
    /// The data folder: not made yet, as on a first run.
    let folder: URL
    var file: URL { folder.appendingPathComponent(SQLiteSavedQuestions.fileName) }

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("questions-\(UUID().uuidString)")
        folder = root.appendingPathComponent("data")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// A store of `source`'s saves in the folder, waiting `busyTimeout` for a lock.
    @MainActor
    func store(source: String = "offline", busyTimeout: Duration = .seconds(3)) throws(SaveError)
        -> SQLiteSavedQuestions
    {
        try SQLiteSavedQuestions(
            folder: folder, shownFolder: "DATA", source: source, busyTimeout: busyTimeout,
            now: { Date(timeIntervalSince1970: 1_795_183_200) })
    }

    /// The POSIX permission bits of `url`.
    func permissions(of url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
    }

    /// Runs `sql` on a connection of the test's own, as another program would.
    func execute(_ sql: String) throws {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(file.path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else {
            throw RawFailure(message: "open failed")
        }
        defer { sqlite3_close_v2(handle) }
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
            throw RawFailure(message: String(cString: sqlite3_errmsg(handle)))
        }
    }

    /// A connection of the test's own that holds the file's write lock until `release()`.
    final class Lock {
        private var handle: OpaquePointer?

        init(_ file: URL) throws {
            guard sqlite3_open_v2(file.path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK,
                sqlite3_exec(handle, "BEGIN IMMEDIATE", nil, nil, nil) == SQLITE_OK
            else { throw RawFailure(message: "could not take the lock") }
        }

        func release() {
            sqlite3_exec(handle, "COMMIT", nil, nil, nil)
            sqlite3_close_v2(handle)
            handle = nil
        }

        deinit { if handle != nil { release() } }
    }

    struct RawFailure: Error { let message: String }
}

/// A question to save: `id`, with every field a row shows set.
func question(_ id: Int, title: String? = nil) -> Question {
    Question(
        id: id, title: title ?? "Question \(id)", link: "https://stackoverflow.com/q/\(id)", score: id * 3,
        answerCount: 2, viewCount: 40 + id, isAnswered: true, acceptedAnswerID: 900 + id,
        tags: ["swift", "sqlite"],
        owner: User(
            displayName: "Ana", reputation: 1_234, userID: 7, link: "https://stackoverflow.com/users/7"),
        creationDate: Date(timeIntervalSince1970: 1_700_000_000),
        lastActivityDate: Date(timeIntervalSince1970: 1_700_000_600), closedReason: nil, body: "<p>body</p>")
}
