import Entities

/// Smalltalk MVC's list model: an application model, as Smalltalk-80's Browser is, holding the list
/// screen's state over the entities and owning its load; it tells its dependents, typed, of each change.
///
/// It prepares nothing for display: a change says what happened (a page
/// replaced, rows appended, a failure and the fetch it ended), and each
/// dependent view reads the model and formats what it shows itself. The
/// controller takes the user's input and tells the model; nothing here
/// knows either of them.
@MainActor
public final class SmalltalkQuestionListModel: SavedQuestionsObserver {
    /// What changed, as the dependents hear of it.
    public enum Change: Equatable, Sendable {
        /// A fetch has started.
        case loading
        /// The list is a new first page, for `fetch`.
        case replaced(ListFetch)
        /// A next page added these questions at the end.
        case appended([Question])
        /// A refresh replaced the list; `previous` is every row listed before it, as it was.
        case refreshed(previous: [Question])
        /// `fetch` failed with `error`; the list is as it was.
        case failed(ListFetch, ServiceError)
        /// Which rows are saved changed: these rows (numbered from 1), which the next display shows.
        case marks(rows: [Int])
        /// The screen front's selection moved.
        case selection
    }

    /// The model's dependents: its views, each told of every change.
    public let dependents = SmalltalkDependents<Change>()
    /// The questions listed, and the query that listed them.
    public private(set) var list: QuestionList
    /// Which of the listed questions are saved.
    public private(set) var marks: Set<Int> = []
    /// The selected row on the screen front, kept here as Smalltalk-80's Browser keeps its lists'
    /// indices (SPEC §8); the line front never moves it.
    public private(set) var selection = RowSelection()
    /// Whether the page in flight was asked for by a move past the last row, and so takes the selection
    /// to its first new row when it comes.
    private var selectsNextPage = false

    private let service: any QuestionService
    private let saves: SavedQuestionsModel
    private let latestLoad: LatestLoad

    /// The list of `query`, fetched from `service` in loads started through `loads`, its marks read from
    /// `saves`, which it observes.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, query: QuestionQuery, loads: LoadTracker
    ) {
        self.service = service
        self.saves = saves
        self.list = QuestionList(query: query)
        self.latestLoad = LatestLoad(through: loads)
        saves.addObserver(self)
    }

    /// The site the list is of.
    public var site: String { list.query.site }

    /// The question on row `number`, if the list has one.
    public func question(atRow number: Int) -> Question? {
        list.question(atRow: number)
    }

    /// Fetches page 1 of the query.
    public func loadFirstPage() {
        load(.firstPage, of: list.firstPageQuery)
    }

    /// Fetches the next page; while a page loads, or with every page loaded, sends nothing, and says so.
    /// A page fetched for a move past the last row (`selectingItsFirstRow`) selects its first row.
    public func loadMore(selectingItsFirstRow: Bool = false) -> SmalltalkMore {
        // The page in flight decides what "next" means: a second request would ask for the wrong page.
        guard !latestLoad.isRunning else { return .stillLoading }
        guard list.hasMore else { return .noMoreQuestions }
        load(.nextPage, of: list.nextPageQuery)
        selectsNextPage = selectingItsFirstRow
        return .loading
    }

    // MARK: The screen front's selection

    /// Moves the selection by `rows` (down when positive) and says what the move did: past the last row,
    /// it stays on the last, and the controller decides whether a page is fetched.
    public func moveSelection(by rows: Int) -> RowSelection.Move {
        let move = selection.move(by: rows, count: list.questions.count)
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
        selection.moveToLast(count: list.questions.count)
        dependents.changed(.selection)
    }

    /// Fetches page 1 again, past the cache.
    public func refresh() {
        load(.refresh, of: list.firstPageQuery, policy: .reload)
    }

    /// Fetches page 1 for a tag, or for every tag when `nil`.
    public func filter(byTag tag: String?) {
        load(.tag(tag), of: list.firstPageQuery(tag: tag))
    }

    /// Fetches page 1 in another order.
    public func sort(by sort: QuestionSort) {
        load(.sort(sort), of: list.firstPageQuery(sort: sort))
    }

    /// Fetches page 1 of the questions containing every word, or of every question when `nil`.
    public func search(for words: String?) {
        load(.search(words), of: list.firstPageQuery(search: words))
    }

    /// Stops the load in flight, if any: nothing it fetched will change the model.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// Saves the question on row `number`, or removes it from the saves when `saving` is false, and
    /// returns the outcome; `nil` when the list has no such row. The marks change through the saves.
    public func setSaved(_ saving: Bool, atRow number: Int) -> SaveOutcome? {
        guard let question = question(atRow: number) else { return nil }
        return saving ? saves.save(question) : saves.unsave(questionID: question.id)
    }

    /// The saves changed: the marks follow, and the dependents hear which rows changed.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        let next = marks.applying(change, among: list.questions.map(\.id), model: saves)
        guard next != marks else { return }
        let rows = list.questions.indices.filter {
            marks.contains(list.questions[$0].id) != next.contains(list.questions[$0].id)
        }
        marks = next
        dependents.changed(.marks(rows: rows.map { $0 + 1 }))
    }

    /// Fetches `query` for `fetch` as the latest load, which cancels the one in flight. The load holds the
    /// model weakly, so a model whose screen closed with a load in flight is released.
    private func load(_ fetch: ListFetch, of query: QuestionQuery, policy: FetchPolicy = .useCache) {
        let previous = list.questions
        selectsNextPage = false
        dependents.changed(.loading)
        latestLoad.start { [service] () async throws(ServiceError) in
            try await service.questions(for: query, policy: policy)
        } then: { [weak self] result in
            self?.apply(result, of: fetch, for: query, previous: previous)
        }
    }

    private func apply(
        _ result: Result<QuestionPage, ServiceError>, of fetch: ListFetch, for query: QuestionQuery,
        previous: [Question]
    ) {
        switch (result, fetch) {
        case (.failure(let error), _):
            dependents.changed(.failed(fetch, error))
        case (.success(let page), .nextPage):
            let added = list.appendNextPage(page)
            marks.formUnion(saves.marks(among: added.map(\.id)))
            if selectsNextPage, !added.isEmpty {
                selection.select(list.questions.count - added.count, count: list.questions.count)
            }
            dependents.changed(.appended(added))
        case (.success(let page), .refresh):
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            follow(previous)
            dependents.changed(.refreshed(previous: previous))
        case (.success(let page), _):
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            follow(previous)
            dependents.changed(.replaced(fetch))
        }
        selectsNextPage = false
    }

    /// The list was loaded again from `previous`: the selection stays on its question, or goes to row 1.
    private func follow(_ previous: [Question]) {
        let selected = previous.indices.contains(selection.index) ? previous[selection.index].id : nil
        selection.follow(questionID: selected, in: list.questions.map(\.id))
    }
}

/// What a model's `loadMore()` did: it fetches the next page, or there is nothing to fetch. It is no change
/// of the model, so no dependent hears of it: the controller that asked tells its view.
public enum SmalltalkMore: Equatable, Sendable {
    /// The next page is being fetched: the dependents heard `loading`.
    case loading
    /// A page is loading already: nothing was sent.
    case stillLoading
    /// Every page is loaded.
    case noMoreQuestions
}
