import Entities

/// Smalltalk MVC's user model: a user's page as loaded so far, its loads, and which of its questions are
/// saved; it tells its dependents, typed, of each change, and prepares nothing for display.
@MainActor
public final class SmalltalkUserModel: SavedQuestionsObserver {
    /// What changed, as the dependents hear of it.
    public enum Change: Equatable, Sendable {
        /// A fetch has started.
        case loading
        /// The user and their first questions arrived.
        case loaded
        /// A next page added these questions at the end.
        case appended([Question])
        /// A fetch failed; `isFirstLoad` says whether it was the page's first.
        case failed(ServiceError, isFirstLoad: Bool)
        /// Which rows are saved changed: these rows (numbered from 1), which the next display shows.
        case marks(rows: [Int])
        /// The screen front's selection moved.
        case selection
    }

    /// The model's dependents: its views.
    public let dependents = SmalltalkDependents<Change>()
    /// The user's id.
    public let userID: Int
    /// The site they are on.
    public let site: String
    /// How many questions a page holds.
    public let pageSize: Int
    /// The page as loaded so far.
    public private(set) var page: UserPage?
    /// Which of the page's questions are saved.
    public private(set) var marks: Set<Int> = []
    /// The selected row on the screen front, kept here as Smalltalk-80's Browser keeps its lists'
    /// indices (SPEC §8); the line front never moves it.
    public private(set) var selection = RowSelection()
    /// Whether the page in flight was asked for by a move past the last row.
    private var selectsNextPage = false

    private let service: any QuestionService
    private let fetchUserPage: FetchUserPage
    private let saves: SavedQuestionsModel
    private let latestLoad: LatestLoad

    /// The page of user `userID` of `site`, `pageSize` questions a page, fetched from `service` through
    /// `loads`, its marks read from `saves`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, userID: Int, site: String, pageSize: Int,
        loads: LoadTracker
    ) {
        self.service = service
        self.fetchUserPage = FetchUserPage(service: service)
        self.saves = saves
        self.userID = userID
        self.site = site
        self.pageSize = pageSize
        self.latestLoad = LatestLoad(through: loads)
        saves.addObserver(self)
    }

    /// Whether a fetch is running.
    public var isLoading: Bool { latestLoad.isRunning }

    /// The question on row `number`, if the page has one.
    public func question(atRow number: Int) -> Question? {
        page?.question(atRow: number)
    }

    /// Fetches the user and their first questions; the load holds the model weakly.
    public func load() {
        dependents.changed(.loading)
        latestLoad.start { [fetchUserPage, userID, site, pageSize] () async throws(ServiceError) in
            try await fetchUserPage(userID: userID, site: site, pageSize: pageSize)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let page):
                self.page = page
                marks = saves.marks(among: page.questions.map(\.id))
                dependents.changed(.loaded)
            case .failure(let error):
                dependents.changed(.failed(error, isFirstLoad: true))
            }
        }
    }

    /// Fetches the next page of questions; while a page loads, or with every page loaded, sends nothing,
    /// and says so. A page fetched for a move past the last row (`selectingItsFirstRow`) selects its first
    /// row; only such a move, once it has started the page, does.
    public func loadMore(selectingItsFirstRow: Bool = false) -> SmalltalkMore {
        selectsNextPage = false
        guard !latestLoad.isRunning else { return .stillLoading }
        guard let page, page.hasMore else { return .noMoreQuestions }
        let query = page.nextPageQuery
        dependents.changed(.loading)
        latestLoad.start { [service] () async throws(ServiceError) in
            try await service.questions(of: query)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let next):
                guard var page = self.page else { return }
                let added = page.appendNextPage(next)
                self.page = page
                marks.formUnion(saves.marks(among: added.map(\.id)))
                if selectsNextPage, !added.isEmpty {
                    selection.select(page.questions.count - added.count, count: page.questions.count)
                }
                selectsNextPage = false
                dependents.changed(.appended(added))
            case .failure(let error):
                dependents.changed(.failed(error, isFirstLoad: false))
            }
        }
        selectsNextPage = selectingItsFirstRow
        return .loading
    }

    // MARK: The screen front's selection

    /// Moves the selection by `rows` (down when positive) and says what the move did: past the last row,
    /// it stays on the last, and the controller decides whether a page is fetched.
    public func moveSelection(by rows: Int) -> RowSelection.Move {
        let move = selection.move(by: rows, count: page?.questions.count ?? 0)
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
        selection.moveToLast(count: page?.questions.count ?? 0)
        dependents.changed(.selection)
    }

    /// Stops the load in flight, if any.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// Saves the question on row `number`, or removes it from the saves when `saving` is false, and
    /// returns the outcome; `nil` when the page has no such row. The marks change through the saves.
    public func setSaved(_ saving: Bool, atRow number: Int) -> SaveOutcome? {
        guard let question = question(atRow: number) else { return nil }
        return saving ? saves.save(question) : saves.unsave(questionID: question.id)
    }

    /// The saves changed: the marks follow, and the dependents hear of it.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        let questions = page?.questions ?? []
        let next = marks.applying(change, among: questions.map(\.id), model: saves)
        guard next != marks else { return }
        let rows = questions.indices.filter {
            marks.contains(questions[$0].id) != next.contains(questions[$0].id)
        }
        marks = next
        dependents.changed(.marks(rows: rows.map { $0 + 1 }))
    }
}
