import Entities

// The file's size in pages, for the test that a full disk loses nothing (`SurvivingFaultsTests`).
extension SQLiteSavedQuestions {
    /// Caps the file at `pages` pages (`PRAGMA max_page_count`, which lasts as long as the connection), as
    /// a full disk would: for the test that a full disk loses nothing. The file is opened first if need be.
    func limitSize(toPages pages: Int) throws(SaveError) {
        guard let connection = try usable(creating: true) else { return }
        _ = try connection.integer("PRAGMA max_page_count = \(pages)")
    }

    /// The pages the file has now.
    func pageCount() throws(SaveError) -> Int {
        guard let connection = try usable(creating: false) else { return 0 }
        return Int(try connection.integer("PRAGMA page_count"))
    }
}
