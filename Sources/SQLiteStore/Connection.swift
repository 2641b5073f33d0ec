import CSQLite
import Entities

/// One connection to a SQLite file, with its prepared statements: every statement is reset as soon as
/// its rows are read, so no read stays open while the app waits for the user.
final class Connection {
    private let handle: OpaquePointer
    /// The file's path as the user gave it, for messages.
    let shownPath: String
    private var statements: [String: OpaquePointer] = [:]

    /// Opens the existing file at `path` for reading and writing; SQLite creates nothing.
    init(path: String, shownPath: String) throws(SaveError) {
        self.shownPath = shownPath
        var handle: OpaquePointer?
        let status = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let handle else {
            let reason = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close_v2(handle)
            throw Self.error(status, reason: reason, path: shownPath)
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Waits up to `milliseconds` for a lock another connection holds, before a statement fails as locked.
    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs `sql`, binding `values` to its parameters in order, and hands each row to `row`; the
    /// statement is prepared once and reset after.
    func run(_ sql: String, _ values: [Value] = [], row: (Row) throws(SaveError) -> Void = { _ in })
        throws(SaveError)
    {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (index, value) in values.enumerated() {
            let position = Int32(index + 1)
            let status: Int32 =
                switch value {
                case .integer(let number): sqlite3_bind_int64(statement, position, number)
                case .text(let text): sqlite3_bind_text(statement, position, text, -1, Self.transient)
                case .null: sqlite3_bind_null(statement, position)
                }
            guard status == SQLITE_OK else { throw failure(status) }
        }
        while true {
            let status = sqlite3_step(statement)
            switch status {
            case SQLITE_ROW: try row(Row(statement: statement))
            case SQLITE_DONE: return
            default: throw failure(status)
            }
        }
    }

    /// The one integer `sql` answers, as a pragma does.
    func integer(_ sql: String) throws(SaveError) -> Int64 {
        var value: Int64 = 0
        try run(sql) { row in value = row.integer(0) }
        return value
    }

    /// The one text `sql` answers.
    func text(_ sql: String) throws(SaveError) -> String {
        var value = ""
        try run(sql) { row in value = row.text(0) ?? "" }
        return value
    }

    private func prepared(_ sql: String) throws(SaveError) -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard status == SQLITE_OK, let statement else { throw failure(status) }
        statements[sql] = statement
        return statement
    }

    private func failure(_ status: Int32) -> SaveError {
        Self.error(status, reason: String(cString: sqlite3_errmsg(handle)), path: shownPath)
    }

    /// The error a SQLite status means, in the app's terms.
    static func error(_ status: Int32, reason: String, path: String) -> SaveError {
        switch status & 0xFF {
        case SQLITE_NOTADB, SQLITE_CORRUPT: .notADatabase(path: path)
        case SQLITE_BUSY, SQLITE_LOCKED: .locked(path: path)
        case SQLITE_FULL: .diskFull(path: path)
        case SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_PERM, SQLITE_IOERR, SQLITE_AUTH:
            .cannotWrite(path: path, reason: reason)
        default: .failed(path: path, reason: reason)
        }
    }

    /// SQLite's `SQLITE_TRANSIENT`: copy the text now, since Swift's buffer is gone after the call.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// A value bound to a statement's parameter.
    enum Value {
        case integer(Int64)
        case text(String)
        case null
    }

    /// The row a statement stands on.
    struct Row {
        let statement: OpaquePointer

        func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

        func optionalInteger(_ column: Int32) -> Int64? {
            sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : integer(column)
        }

        func text(_ column: Int32) -> String? {
            guard let bytes = sqlite3_column_text(statement, column) else { return nil }
            return String(
                decoding: UnsafeBufferPointer(
                    start: bytes, count: Int(sqlite3_column_bytes(statement, column))), as: UTF8.self)
        }
    }
}
