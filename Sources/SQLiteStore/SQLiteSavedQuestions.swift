import Entities
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The saved questions in one SQLite file, through the system's libsqlite3.
///
/// Nothing is made on disk until the first save: the folder (0700), then
/// the file (0600). A file that is there is opened at once, in this order:
/// `PRAGMA user_version` is read before anything could write, and a file of
/// a newer schema, or one that is not a database, is refused and left as it
/// is; then a busy timeout, WAL (the mode SQLite returns is kept: a file
/// system without shared memory has none, and the rollback journal is as
/// safe, only less concurrent), `synchronous=NORMAL`, and the schema made in
/// one `BEGIN IMMEDIATE` transaction that reads the version again, so two
/// sessions starting at once on a fresh folder make it once.
///
/// A save is one `INSERT … ON CONFLICT DO NOTHING`, its effect read from
/// `sqlite3_changes`, committed when it returns. After a failure that
/// leaves the file unusable (not a database, a newer schema, a file that
/// can't be written), saving is off: every call throws that failure again,
/// and the file is never touched. A lock held past the wait fails that call
/// only.
@MainActor
public final class SQLiteSavedQuestions: SavedQuestions {
    /// The schema this version writes: `PRAGMA user_version`.
    public nonisolated static let schemaVersion: Int64 = 1
    /// The file's name in the data folder.
    public nonisolated static let fileName = "saved.sqlite3"

    private let folder: URL
    private let file: URL
    private let shownFolder: String
    private let source: String
    private let busyTimeoutMilliseconds: Int32
    private let now: @Sendable () -> Date
    private var connection: Connection?
    private var lastDataVersion: Int64 = 0
    /// Why saving is off, once it is.
    private var off: SaveError?

    /// The journal mode SQLite gave the file: `wal`, or the rollback journal where WAL is not possible.
    public private(set) var journalMode: String?

    /// The saves of `source` (`offline` or `live`, kept apart) in `folder`, shown in messages as
    /// `shownFolder`, the way the user gave it; opened now if the file is there (a lock held past the wait
    /// leaves it to the next call). A lock is waited for
    /// up to `busyTimeout`; saves are dated by `now`.
    public init(
        folder: URL, shownFolder: String, source: String, busyTimeout: Duration = .seconds(3),
        now: @escaping @Sendable () -> Date = Date.init
    ) throws(SaveError) {
        self.folder = folder
        self.file = folder.appendingPathComponent(Self.fileName)
        self.shownFolder = shownFolder
        self.source = source
        self.busyTimeoutMilliseconds =
            Int32(busyTimeout.components.seconds * 1000)
            + Int32(busyTimeout.components.attoseconds / 1_000_000_000_000_000)
        self.now = now
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        do throws(SaveError) {
            try open()
        } catch .locked {
            // Another session holds the file past the wait: the next call opens it, as any call after a lock.
        }
    }

    private var shownFile: String {
        shownFolder.hasSuffix("/") ? shownFolder + Self.fileName : shownFolder + "/" + Self.fileName
    }

    // MARK: SavedQuestions

    /// One `INSERT … ON CONFLICT DO NOTHING`, committed; the folder and file are made first if need be.
    public func save(_ question: Question, site: String) throws(SaveError) -> Bool {
        guard let connection = try usable(creating: true) else { return false }
        let values = SavedRow.values(of: question, site: site, source: source, savedAt: now())
        try guarded { () throws(SaveError) in
            try connection.run(
                """
                INSERT INTO saved (source, site, question_id, title, link, score, answer_count, view_count,
                    is_answered, accepted_answer_id, tags, owner_name, owner_reputation, owner_id, owner_link,
                    created, last_activity, closed_reason, saved_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (source, site, question_id) DO NOTHING
                """,
                values)
        }
        return connection.changes == 1
    }

    /// One `DELETE`, committed; nothing is made on disk for it.
    public func unsave(questionID id: Int, site: String) throws(SaveError) -> Bool {
        guard let connection = try usable(creating: false) else { return false }
        try guarded { () throws(SaveError) in
            try connection.run(
                "DELETE FROM saved WHERE source = ? AND site = ? AND question_id = ?",
                [.text(source), .text(site), .integer(Int64(id))])
        }
        return connection.changes == 1
    }

    /// One query for the whole page, through the index of source, site and question.
    public func savedIDs(among ids: [Int], site: String) throws(SaveError) -> Set<Int> {
        guard !ids.isEmpty, let connection = try usable(creating: false) else { return [] }
        var saved = Set<Int>()
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        try guarded { () throws(SaveError) in
            try connection.run(
                """
                SELECT question_id FROM saved
                WHERE source = ? AND site = ? AND question_id IN (SELECT value FROM json_each(?))
                """,
                [.text(source), .text(site), .text(list)]
            ) { row in saved.insert(Int(row.integer(0))) }
        }
        return saved
    }

    /// One query by key (`seq < cursor`), never by offset.
    public func page(site: String, after cursor: SavedCursor?, limit: Int) throws(SaveError) -> SavedPage {
        guard limit > 0, let connection = try usable(creating: false) else {
            return SavedPage(saves: [], hasMore: false)
        }
        var saves: [SavedQuestion] = []
        try guarded { () throws(SaveError) in
            try connection.run(
                """
                SELECT seq, question_id, title, link, score, answer_count, view_count, is_answered,
                    accepted_answer_id, tags, owner_name, owner_reputation, owner_id, owner_link, created,
                    last_activity, closed_reason, saved_at
                FROM saved WHERE source = ? AND site = ? AND seq < ? ORDER BY seq DESC LIMIT ?
                """,
                [
                    .text(source), .text(site), .integer(cursor?.sequence ?? Int64.max),
                    .integer(Int64(limit) + 1),
                ]
            ) { row in saves.append(SavedRow.savedQuestion(row)) }
        }
        let hasMore = saves.count > limit
        return SavedPage(saves: Array(saves.prefix(limit)), hasMore: hasMore)
    }

    /// Asks `PRAGMA data_version`, which changes when another connection commits; with no file yet,
    /// whether another session has made one.
    public func changedElsewhere() throws(SaveError) -> Bool {
        if let off { throw off }
        guard let connection else {
            // Another session may have made the file since this one started.
            guard FileManager.default.fileExists(atPath: file.path) else { return false }
            try open()
            return true
        }
        var version: Int64 = 0
        try guarded { () throws(SaveError) in version = try connection.integer("PRAGMA data_version") }
        defer { lastDataVersion = version }
        return version != lastDataVersion
    }

    // MARK: Opening

    /// The connection, made (and the folder and file with it) when `creating`; `nil` when there is no
    /// file yet and nothing needs one. Throws why saving is off, once it is.
    @discardableResult
    func usable(creating: Bool) throws(SaveError) -> Connection? {
        if let off { throw off }
        if let connection { return connection }
        guard creating || FileManager.default.fileExists(atPath: file.path) else { return nil }
        if creating { try makeFile() }
        try open()
        return connection
    }

    /// Makes the folder (0700) and an empty file (0600) in it, unless they are there; an empty file is an
    /// empty database to SQLite, which then keeps its mode for the journal files.
    private func makeFile() throws(SaveError) {
        if let failure = SavedQuestionsFolder.make(folder.path) {
            throw stop(.cannotWrite(path: shownFolder, reason: String(cString: strerror(failure))))
        }
        // `open` alone would name this type's method: the C library's is named by its module.
        #if canImport(Glibc)
            let descriptor = Glibc.open(file.path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        #elseif canImport(Darwin)
            let descriptor = Darwin.open(file.path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        #endif
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw stop(.cannotWrite(path: shownFile, reason: String(cString: strerror(errno))))
        }
    }

    /// Opens the file in the order the type's comment gives.
    private func open() throws(SaveError) {
        do throws(SaveError) {
            let connection = try Connection(path: file.path, shownPath: shownFile)
            connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
            try connection.run("PRAGMA trusted_schema = OFF")
            let version = try connection.integer("PRAGMA user_version")
            guard version <= Self.schemaVersion else {
                throw SaveError.newerVersion(path: shownFile, version: Int(version))
            }
            journalMode = try waitingForLock { () throws(SaveError) in
                try connection.text("PRAGMA journal_mode = WAL")
            }
            try connection.run("PRAGMA synchronous = NORMAL")
            if version < Self.schemaVersion { try Schema.make(in: connection) }
            lastDataVersion = try connection.integer("PRAGMA data_version")
            self.connection = connection
        } catch {
            throw error == .locked(path: shownFile) ? error : stop(error)
        }
    }

    // MARK: Failures

    /// Runs `body` again while it fails as locked, for as long as the busy timeout.
    ///
    /// Switching a file to WAL needs it to itself for a moment, and SQLite
    /// answers that at once with `SQLITE_BUSY` rather than calling the busy
    /// handler, so two sessions starting together on a fresh folder would see
    /// one of them fail. Tried again, it finds the file in WAL already, made so
    /// by the other (`TwoSessionsAtOnceTests`).
    private func waitingForLock<Value>(_ body: () throws(SaveError) -> Value) throws(SaveError) -> Value {
        let deadline = ContinuousClock.now + .milliseconds(Int(busyTimeoutMilliseconds))
        while true {
            do throws(SaveError) {
                return try body()
            } catch .locked where ContinuousClock.now < deadline {
                usleep(2_000)
            }
        }
    }

    /// Runs `body`; a failure that leaves the file unusable turns saving off.
    private func guarded(_ body: () throws(SaveError) -> Void) throws(SaveError) {
        do throws(SaveError) { try body() } catch {
            throw error == .locked(path: shownFile) ? error : stop(error)
        }
    }

    /// Turns saving off for `error`, closing the file, and returns the error.
    private func stop(_ error: SaveError) -> SaveError {
        off = error
        connection = nil
        return error
    }
}
