import Entities
import Foundation

/// A `SavedQuestions` double that keeps the saves in memory, for the layers' unit tests: it behaves as
/// the SQLite store does (the same contract tests run against both, in `SQLiteStoreTests`), records
/// every call, and can be told to fail.
@MainActor
public final class InMemorySavedQuestions: SavedQuestions {
    /// One call the code under test made.
    public enum Call: Hashable, Sendable {
        case save(id: Int, site: String)
        case unsave(id: Int, site: String)
        case savedIDs(among: [Int], site: String)
        case page(site: String, after: SavedCursor?, limit: Int)
        case changedElsewhere
    }

    /// Every call so far, in order.
    public private(set) var calls: [Call] = []
    /// When set, every call throws it, as the SQLite store does once saving is off.
    public var failure: SaveError?
    /// What the next `changedElsewhere()` answers, as if another session had saved; then false again.
    public var changedByAnotherSession = false

    private struct Entry {
        let site: String
        let save: SavedQuestion
    }

    /// The saves, oldest first.
    private var entries: [Entry] = []
    private var nextSequence: Int64 = 1
    private let now: @Sendable () -> Date

    /// No saves; each save is dated by `now`.
    public init(now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1_795_183_200) }) {
        self.now = now
    }

    /// Records the call; saves `question` (without its body) unless it is saved already.
    public func save(_ question: Question, site: String) throws(SaveError) -> Bool {
        calls.append(.save(id: question.id, site: site))
        if let failure { throw failure }
        guard index(of: question.id, site: site) == nil else { return false }
        var kept = question
        kept.body = nil
        let save = SavedQuestion(question: kept, savedAt: now(), cursor: SavedCursor(sequence: nextSequence))
        entries.append(Entry(site: site, save: save))
        nextSequence += 1
        return true
    }

    /// Records the call; removes the save, if there is one.
    public func unsave(questionID id: Int, site: String) throws(SaveError) -> Bool {
        calls.append(.unsave(id: id, site: site))
        if let failure { throw failure }
        guard let index = index(of: id, site: site) else { return false }
        entries.remove(at: index)
        return true
    }

    /// Records the call; the ids among `ids` saved for `site`.
    public func savedIDs(among ids: [Int], site: String) throws(SaveError) -> Set<Int> {
        calls.append(.savedIDs(among: ids, site: site))
        if let failure { throw failure }
        return Set(ids.filter { index(of: $0, site: site) != nil })
    }

    /// Records the call; up to `limit` saves of `site` older than `cursor`, the most recent first.
    public func page(site: String, after cursor: SavedCursor?, limit: Int) throws(SaveError) -> SavedPage {
        calls.append(.page(site: site, after: cursor, limit: limit))
        if let failure { throw failure }
        guard limit > 0 else { return SavedPage(saves: [], hasMore: false) }
        let older = entries.reversed().filter { entry in
            entry.site == site && cursor.map { entry.save.cursor < $0 } ?? true
        }
        return SavedPage(saves: older.prefix(max(0, limit)).map(\.save), hasMore: older.count > limit)
    }

    /// Records the call; `changedByAnotherSession`, which it then sets back to false.
    public func changedElsewhere() throws(SaveError) -> Bool {
        calls.append(.changedElsewhere)
        if let failure { throw failure }
        defer { changedByAnotherSession = false }
        return changedByAnotherSession
    }

    private func index(of id: Int, site: String) -> Int? {
        entries.firstIndex { $0.site == site && $0.save.question.id == id }
    }
}
