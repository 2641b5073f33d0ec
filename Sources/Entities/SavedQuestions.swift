import Foundation

/// The questions the user saved, kept on disk: the first state the app lets the user change.
///
/// Injected into the layers as the web service is: the app's is SQLite
/// (`SQLiteSavedQuestions`), and the layers' tests use a double in memory.
/// It is synchronous, and confined to the main actor: a save is committed
/// before its line prints, and a local file answers in a millisecond or two
/// (a lock held by another session is waited for, a few seconds at most).
/// Saves are kept per source and site: offline saves apart from live ones.
@MainActor
public protocol SavedQuestions: AnyObject {
    /// Saves `question` of `site` as it is now (its body aside); false when it was saved already, and
    /// nothing changed. Committed when it returns.
    func save(_ question: Question, site: String) throws(SaveError) -> Bool

    /// Removes question `id` of `site` from the saves; false when it was not saved.
    func unsave(questionID id: Int, site: String) throws(SaveError) -> Bool

    /// Which of `ids`, questions of `site`, are saved: the markers of one page of rows, in one query.
    func savedIDs(among ids: [Int], site: String) throws(SaveError) -> Set<Int>

    /// Up to `limit` saves of `site`, the most recent first, starting after `cursor` (from the start
    /// when `nil`).
    func page(site: String, after cursor: SavedCursor?, limit: Int) throws(SaveError) -> SavedPage

    /// Whether another session has changed the saves since this was last asked: then every screen must
    /// read its markers again before it draws.
    func changedElsewhere() throws(SaveError) -> Bool
}

/// A saved question: the question as it was when saved, and when that was.
public struct SavedQuestion: Hashable, Sendable {
    /// The question as it was when saved, without its body.
    public var question: Question
    /// When it was saved, in UTC; kept, not shown.
    public var savedAt: Date
    /// Where it is in the order of saving: later saves have greater ones.
    public var cursor: SavedCursor

    /// A save of `question`, made at `savedAt`, at `cursor` in the order of saving.
    public init(question: Question, savedAt: Date, cursor: SavedCursor) {
        self.question = question
        self.savedAt = savedAt
        self.cursor = cursor
    }
}

/// A place in the order of saving, to page from: the saved screen pages by key, not by offset.
public struct SavedCursor: Hashable, Comparable, Sendable {
    /// The save's number in the order of saving, never used twice.
    public var sequence: Int64

    /// The place of the save numbered `sequence`.
    public init(sequence: Int64) { self.sequence = sequence }

    /// Whether `lhs` was saved before `rhs`.
    public static func < (lhs: SavedCursor, rhs: SavedCursor) -> Bool { lhs.sequence < rhs.sequence }
}

/// One page of saves, the most recent first.
public struct SavedPage: Hashable, Sendable {
    /// The saves of the page, the most recent first.
    public var saves: [SavedQuestion]
    /// Whether older saves follow, from the last one's cursor.
    public var hasMore: Bool

    /// A page of `saves`, with older ones after it when `hasMore`.
    public init(saves: [SavedQuestion], hasMore: Bool) {
        self.saves = saves
        self.hasMore = hasMore
    }
}

/// Why saving is off, or a save failed: said in one line, naming the file or folder as the user gave it.
public enum SaveError: Error, Hashable, Sendable {
    /// The file is not a database, or its contents are damaged.
    case notADatabase(path: String)
    /// The file was made by a newer version of the app; it is left untouched.
    case newerVersion(path: String, version: Int)
    /// The folder could not be made, or the file could not be made or written.
    case cannotWrite(path: String, reason: String)
    /// Another session held the file locked for longer than the wait.
    case locked(path: String)
    /// The disk is full.
    case diskFull(path: String)
    /// Any other failure of the database, with SQLite's own words.
    case failed(path: String, reason: String)

    /// The one line that says what went wrong, and where.
    public var message: String {
        switch self {
        case .notADatabase(let path):
            "\(path) is damaged or not a database; left as it is"
        case .newerVersion(let path, let version):
            "\(path) was written by a newer version of questions (schema \(version)); left as it is"
        case .cannotWrite(let path, let reason): "Can't write \(path): \(reason)"
        case .locked(let path): "\(path) is locked by another session"
        case .diskFull(let path): "The disk holding \(path) is full"
        case .failed(let path, let reason): "\(path): \(reason)"
        }
    }
}
