import Entities
import Foundation
import SQLiteStore

/// A data folder of saves of its own for one run of the app, shown in its lines as `DATA`, so that a
/// transcript never shows where it really is; nothing is made on disk until the run saves.
struct FreshDataFolder {
    /// Where the folder will be; it does not exist until the first save.
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "questions-acceptance-\(UUID().uuidString)", isDirectory: true)

    /// The SQLite store of saves in the folder, as the app opens it, or why it could not be opened.
    @MainActor
    func saves(source: String = "offline") -> Result<any SavedQuestions, SaveError> {
        do throws(SaveError) {
            return .success(try SQLiteSavedQuestions(folder: url, shownFolder: "DATA", source: source))
        } catch {
            return .failure(error)
        }
    }

    /// Removes the folder and what the run saved in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)  // try?: cleanup; the run may have saved nothing
    }
}
