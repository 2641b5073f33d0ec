import CSQLite
import Testing

/// The system's libsqlite3, as the CSQLite module reaches it: new enough for what the store of saves
/// asks of it, so that an old system fails here, with its version named, rather than in a save.
@Suite("The system's SQLite")
struct SystemSQLiteTests {
    @Test("is 3.38 or newer: upserts (3.24) and JSON built in (3.38), which the saves' queries use")
    func version() {
        let version = Int(sqlite3_libversion_number())
        #expect(version >= 3_038_000, "libsqlite3 \(String(cString: sqlite3_libversion())) is too old")
    }

    @Test("runs an upsert and reads a list of ids through json_each, in memory")
    func features() {
        var handle: OpaquePointer?
        #expect(sqlite3_open(":memory:", &handle) == SQLITE_OK)
        defer { sqlite3_close(handle) }
        let sql = """
            CREATE TABLE t (id INTEGER PRIMARY KEY);
            INSERT INTO t (id) VALUES (1), (2) ON CONFLICT (id) DO NOTHING;
            INSERT INTO t (id) VALUES (2) ON CONFLICT (id) DO NOTHING;
            SELECT count(*) FROM t WHERE id IN (SELECT value FROM json_each('[2, 3]'));
            """
        var count: Int32 = -1
        var statement: OpaquePointer?
        var rest: UnsafePointer<CChar>?
        sql.withCString { text in
            var next: UnsafePointer<CChar>? = text
            while let current = next, current.pointee != 0 {
                guard sqlite3_prepare_v2(handle, current, -1, &statement, &rest) == SQLITE_OK else { return }
                if sqlite3_step(statement) == SQLITE_ROW { count = sqlite3_column_int(statement, 0) }
                sqlite3_finalize(statement)
                next = rest
            }
        }
        #expect(count == 1)
    }
}
