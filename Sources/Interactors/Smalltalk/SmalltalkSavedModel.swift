import Entities

/// Smalltalk MVC's saved-screen model: the saves shown, read from the saves on disk page by page; it
/// tells its dependents, typed, of each change, and reads the saves again when they changed.
@MainActor
public final class SmalltalkSavedModel: SavedQuestionsObserver {
    /// What changed, as the dependents hear of it.
    public enum Change: Equatable, Sendable {
        /// The saves were read anew.
        case read
        /// An older page added these saves at the end.
        case appended([SavedQuestion])
        /// The saves could not be read.
        case failed(SaveError)
        /// The screen front's selection moved.
        case selection
    }

    /// The model's dependents: its views.
    public let dependents = SmalltalkDependents<Change>()
    /// The saves shown.
    public private(set) var list: SavedList
    /// Whether the saves changed since they were read.
    public private(set) var isStale = false
    /// The selected row on the screen front, kept here as Smalltalk-80's Browser keeps its lists'
    /// indices (SPEC §8); the line front never moves it.
    public private(set) var selection = RowSelection()

    private let saves: SavedQuestionsModel

    /// The saves in `saves`, `pageSize` a page.
    public init(saves: SavedQuestionsModel, pageSize: Int) {
        self.saves = saves
        self.list = SavedList(site: saves.site, pageSize: pageSize)
        saves.addObserver(self)
    }

    /// The question on row `number`, if the screen has one.
    public func question(atRow number: Int) -> Question? {
        list.question(atRow: number)
    }

    /// Reads the most recent saves, `count` of them (a page at least): as many as are shown, by default.
    public func read(atLeast count: Int? = nil) {
        isStale = false
        switch saves.firstSaves(atLeast: count ?? list.saves.count, pageSize: list.pageSize) {
        case .success(let read):
            list = read
            // An unsave here keeps the selection's row number, clamped to the saves left.
            selection.clamp(count: list.saves.count)
            dependents.changed(.read)
        case .failure(let error):
            dependents.changed(.failed(error))
        }
    }

    /// Reads the next page of saves; returns false, reading nothing, when every save is shown. A page read
    /// for a move past the last row (`selectingItsFirstRow`) selects its first row.
    @discardableResult
    public func loadMore(selectingItsFirstRow: Bool = false) -> Bool {
        guard list.hasMore else { return false }
        switch saves.nextSaves(of: list) {
        case .success(let (next, added)):
            list = next
            if selectingItsFirstRow, !added.isEmpty {
                selection.select(list.saves.count - added.count, count: list.saves.count)
            }
            dependents.changed(.appended(added))
        case .failure(let error):
            dependents.changed(.failed(error))
        }
        return true
    }

    /// Saves the question on row `number`, or removes it when `saving` is false, and returns the outcome;
    /// `nil` when the screen has no such row. The rows shown stay as they were until `read` is asked.
    public func setSaved(_ saving: Bool, atRow number: Int) -> SaveOutcome? {
        guard let question = question(atRow: number) else { return nil }
        return saving ? saves.save(question) : saves.unsave(questionID: question.id)
    }

    // MARK: The screen front's selection

    /// Moves the selection by `rows` (down when positive) and says what the move did: past the last row,
    /// it stays on the last, and the controller decides whether a page is fetched.
    public func moveSelection(by rows: Int) -> RowSelection.Move {
        let move = selection.move(by: rows, count: list.saves.count)
        if move != .stayed { dependents.changed(.selection) }
        return move
    }

    /// Selects the first row.
    public func moveSelectionToFirst() {
        selection.moveToFirst()
        dependents.changed(.selection)
    }

    /// Selects the last loaded row.
    public func moveSelectionToLast() {
        selection.moveToLast(count: list.saves.count)
        dependents.changed(.selection)
    }

    /// The saves changed: read them again when next shown.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        isStale = true
    }
}
