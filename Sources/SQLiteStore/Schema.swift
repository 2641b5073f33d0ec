import Entities

/// The `saved` table and its index: schema 1, the only one so far (`PRAGMA user_version`).
enum Schema {
    /// Makes the schema in one write transaction, after reading the version again inside it: a session
    /// that started at the same moment may have made it first.
    static func make(in connection: Connection) throws(SaveError) {
        try connection.run("BEGIN IMMEDIATE")
        do throws(SaveError) {
            if try connection.integer("PRAGMA user_version") < 1 {
                try connection.run(
                    """
                    CREATE TABLE saved (
                        seq INTEGER PRIMARY KEY AUTOINCREMENT,
                        source TEXT NOT NULL,
                        site TEXT NOT NULL,
                        question_id INTEGER NOT NULL,
                        title TEXT NOT NULL,
                        link TEXT NOT NULL,
                        score INTEGER NOT NULL,
                        answer_count INTEGER NOT NULL,
                        view_count INTEGER NOT NULL,
                        is_answered INTEGER NOT NULL,
                        accepted_answer_id INTEGER,
                        tags TEXT NOT NULL,
                        owner_name TEXT NOT NULL,
                        owner_reputation INTEGER,
                        owner_id INTEGER,
                        owner_link TEXT,
                        created INTEGER NOT NULL,
                        last_activity INTEGER NOT NULL,
                        closed_reason TEXT,
                        saved_at INTEGER NOT NULL,
                        UNIQUE (source, site, question_id)
                    )
                    """)
                try connection.run("CREATE INDEX saved_by_order ON saved (source, site, seq)")
                try connection.run("PRAGMA user_version = 1")
            }
            try connection.run("COMMIT")
        } catch {
            try? connection.run("ROLLBACK")
            throw error
        }
    }
}
