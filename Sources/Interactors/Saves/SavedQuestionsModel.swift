import Entities

/// The saves of one site as an object the screens share and observe: what MVC calls the model object,
/// MVP's presenters and MVVM's view models observe, and VIPER's interactors own as a data manager.
///
/// It wraps the store on disk (`SavedQuestions`), reads nothing until
/// asked, and tells each registered observer, typed, of every change that
/// went through it, and, when asked before a draw, of a change another
/// session made. Observers are held weakly: a closed screen is released
/// and drops out of the list. It never draws: a terminal prints forward,
/// so a screen told of a change keeps it for its next draw.
///
/// When the store could not be opened, or fails later, saving is off: every
/// answer says why, markers read as none, and nothing is written.
@MainActor
public final class SavedQuestionsModel {
    private let store: (any SavedQuestions)?
    /// The site the screens show.
    public let site: String
    /// Why saving is off, once it is.
    public private(set) var offReason: SaveError?
    private var observers: [WeakObserver] = []

    /// The saves of `site` in `store`.
    public init(store: any SavedQuestions, site: String) {
        self.store = store
        self.site = site
    }

    /// No saves, saving off from the start for `reason`: the store could not be opened.
    public init(off reason: SaveError, site: String) {
        self.store = nil
        self.site = site
        self.offReason = reason
    }

    /// Whether saves can be read and written now.
    public var isOn: Bool { offReason == nil }

    /// The store, or why saving is off.
    private var usable: Result<any SavedQuestions, SaveError> {
        if let offReason { return .failure(offReason) }
        guard let store else { return .failure(.failed(path: "", reason: "no store")) }
        return .success(store)
    }

    /// Registers `observer`, held weakly, for every change from now on.
    public func addObserver(_ observer: any SavedQuestionsObserver) {
        observers.removeAll { $0.observer == nil }
        observers.append(WeakObserver(observer: observer))
    }

    /// Saves `question`, committed before it returns, and tells the observers.
    public func save(_ question: Question) -> SaveOutcome {
        perform(.saved(question.id)) { store throws(SaveError) in try store.save(question, site: site) }
            .map { $0 ? .saved : .alreadySaved }
    }

    /// Removes question `id` from the saves, committed before it returns, and tells the observers.
    public func unsave(questionID id: Int) -> SaveOutcome {
        perform(.unsaved(id)) { store throws(SaveError) in try store.unsave(questionID: id, site: site) }
            .map { $0 ? .removed : .notSaved }
    }

    /// Which of `ids` are saved, in one query; none when saving is off.
    public func marks(among ids: [Int]) -> Set<Int> {
        guard case .success(let store) = usable, !ids.isEmpty else { return [] }
        do throws(SaveError) {
            return try store.savedIDs(among: ids, site: site)
        } catch {
            turnOff(error)
            return []
        }
    }

    /// Whether question `id` is saved.
    public func isSaved(_ id: Int) -> Bool { marks(among: [id]).contains(id) }

    /// A page of the saves, the most recent first, after `cursor`.
    public func page(after cursor: SavedCursor?, limit: Int) -> Result<SavedPage, SaveError> {
        let store: any SavedQuestions
        switch usable {
        case .success(let usable): store = usable
        case .failure(let error): return .failure(error)
        }
        do throws(SaveError) {
            return .success(try store.page(site: site, after: cursor, limit: limit))
        } catch {
            turnOff(error)
            return .failure(error)
        }
    }

    /// The most recent saves, `count` of them (a page of `pageSize` at least), as a saved screen's list read
    /// anew: what the saved screen shows when it appears, and again after a change.
    public func firstSaves(atLeast count: Int, pageSize: Int) -> Result<SavedList, SaveError> {
        page(after: nil, limit: max(count, pageSize)).map { page in
            var list = SavedList(site: site, pageSize: pageSize)
            list.replace(with: page)
            return list
        }
    }

    /// `list` with the next page of saves added under it, and the saves that page added.
    public func nextSaves(of list: SavedList) -> Result<(list: SavedList, added: [SavedQuestion]), SaveError>
    {
        page(after: list.nextPageCursor, limit: list.pageSize).map { page in
            var list = list
            let added = list.appendNextPage(page)
            return (list, added)
        }
    }

    /// Asked before a draw: tells the observers when another session changed the saves since the last
    /// time (SQLite's `PRAGMA data_version`); a cheap question, and no request. Returns whether it told
    /// them.
    @discardableResult
    public func checkForChangesElsewhere() -> Bool {
        guard case .success(let store) = usable else { return false }
        do throws(SaveError) {
            guard try store.changedElsewhere() else { return false }
            notify(.elsewhere)
            return true
        } catch {
            // Saving turning off is a change every screen must hear of; a lock is not.
            turnOff(error)
            return !isOn
        }
    }

    private func perform(
        _ change: SavedQuestionsChange, _ body: (any SavedQuestions) throws(SaveError) -> Bool
    ) -> Result<Bool, SaveError> {
        let store: any SavedQuestions
        switch usable {
        case .success(let usable): store = usable
        case .failure(let error): return .failure(error)
        }
        do throws(SaveError) {
            let changed = try body(store)
            if changed { notify(change) }
            return .success(changed)
        } catch {
            turnOff(error)
            return .failure(error)
        }
    }

    /// A lock held past the wait fails one call; anything else leaves the file unusable.
    private func turnOff(_ error: SaveError) {
        if case .locked = error { return }
        offReason = error
        notify(.elsewhere)
    }

    private func notify(_ change: SavedQuestionsChange) {
        observers.removeAll { $0.observer == nil }
        for entry in observers {
            entry.observer?.savedQuestionsDidChange(change)
        }
    }

    private struct WeakObserver {
        weak var observer: (any SavedQuestionsObserver)?
    }
}

/// What one save or unsave did.
public enum SaveOutcome: Hashable, Sendable {
    /// Saved, and committed.
    case saved
    /// It was saved already; nothing changed.
    case alreadySaved
    /// Removed, and committed.
    case removed
    /// It was not saved; nothing changed.
    case notSaved
    /// Nothing was written, for this reason; saving may now be off.
    case failed(SaveError)
}

extension Result<Bool, SaveError> {
    fileprivate func map(_ outcome: (Bool) -> SaveOutcome) -> SaveOutcome {
        switch self {
        case .success(let changed): outcome(changed)
        case .failure(let error): .failed(error)
        }
    }
}

/// A change to the saves, as the observers hear of it.
public enum SavedQuestionsChange: Hashable, Sendable {
    /// Question `id` was saved here.
    case saved(Int)
    /// Question `id` was removed from the saves here.
    case unsaved(Int)
    /// Another session changed the saves, or saving turned off: read again what is shown.
    case elsewhere
}

/// An object told of every change to the saves: a screen's owner of state, in its pattern's role.
@MainActor
public protocol SavedQuestionsObserver: AnyObject {
    /// The saves changed; nothing is drawn now, but the next draw shows it.
    func savedQuestionsDidChange(_ change: SavedQuestionsChange)
}

extension Set<Int> {
    /// The marks after `change`, for rows `ids`: updated in place for a change made here, read again
    /// through `model` for one made elsewhere.
    @MainActor
    public func applying(_ change: SavedQuestionsChange, among ids: [Int], model: SavedQuestionsModel) -> Self
    {
        var marks = self
        switch change {
        case .saved(let id): if ids.contains(id) { marks.insert(id) }
        case .unsaved(let id): marks.remove(id)
        case .elsewhere: marks = model.marks(among: ids)
        }
        return marks
    }
}
