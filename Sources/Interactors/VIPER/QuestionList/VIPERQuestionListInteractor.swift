import Entities

/// The list use case: which questions are loaded, for which query, and how paging goes on.
///
/// It is the only VIPER piece that talks to the service or sees entities; the
/// presenter hears about results as `VIPERQuestionListResponse` values.
@MainActor
public final class VIPERQuestionListInteractor: VIPERQuestionListInteractorInput, SavedQuestionsObserver {
    /// The presenter; weak, as the presenter owns this interactor.
    public weak var output: (any VIPERQuestionListInteractorOutput)?

    private let service: any QuestionService
    /// The saves' data manager, which this interactor owns a share of and observes.
    private let saves: SavedQuestionsModel
    /// Which of the loaded rows are saved.
    private var marks: Set<Int> = []
    private var list: QuestionList
    /// The load in flight, if any: the interactor owns it, as it owns the talk to the service. A new
    /// load cancels it.
    private let latestLoad: LatestLoad

    /// An interactor that will list `query` from page 1, fetched from `service` in loads started
    /// through `loads`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, query: QuestionQuery, loads: LoadTracker
    ) {
        self.service = service
        self.saves = saves
        self.latestLoad = LatestLoad(through: loads)
        self.list = QuestionList(query: query)
        saves.addObserver(self)
    }

    /// The site the list comes from, for the question module.
    public var site: String { list.query.site }

    /// Loads page 1 of the current query, replacing the list.
    public func loadFirstPage() {
        load(.firstPage, of: list.firstPageQuery)
    }

    /// Loads the page after the last one loaded and appends it, or reports that there is none; while a
    /// page loads, it sends nothing and says so.
    public func loadMore() {
        // The page in flight decides what "next" means: a second request would ask for the wrong page.
        guard !latestLoad.isRunning else {
            output?.didSkipLoadMoreWhileLoading()
            return
        }
        guard list.hasMore else {
            output?.didReachEnd()
            return
        }
        load(.nextPage, of: list.nextPageQuery)
    }

    /// Fetches page 1 again, bypassing any cache, and reports which ids were listed before.
    public func refresh() {
        load(.refresh, of: list.firstPageQuery, policy: .reload)
    }

    /// Loads page 1 of questions tagged `tag` (all, for `nil`); it becomes the list once it arrives.
    public func filter(byTag tag: String?) {
        load(.tag(tag), of: list.firstPageQuery(tag: tag))
    }

    /// Loads page 1 in another order; it becomes the list once it arrives.
    public func sort(by sort: QuestionSort) {
        load(.sort(sort), of: list.firstPageQuery(sort: sort))
    }

    /// Loads page 1 of the questions containing every word (all, for `nil`), with the same tag and order;
    /// it becomes the list once it arrives.
    public func search(for words: String?) {
        load(.search(words), of: list.firstPageQuery(search: words))
    }

    /// Reports the list as it is loaded now, without fetching.
    public func reportCurrentList() {
        output?.didLoad(response)
    }

    /// Stops the load in flight, if any, and reports nothing of it.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// The id of the question on row `number` (from 1) of the loaded list, if there is one.
    public func questionID(atRow number: Int) -> Int? {
        list.question(atRow: number)?.id
    }

    /// Saves the question on row `number`, if there is one, and reports what happened; `false` for no such
    /// row.
    public func saveQuestion(atRow number: Int) -> Bool {
        guard let question = list.question(atRow: number) else { return false }
        output?.didAnswerSave(saves.save(question))
        return true
    }

    /// Removes the question on row `number` from the saves, if there is one, and reports what happened;
    /// `false` for no such row.
    public func unsaveQuestion(atRow number: Int) -> Bool {
        guard let question = list.question(atRow: number) else { return false }
        output?.didAnswerSave(saves.unsave(questionID: question.id))
        return true
    }

    /// The saves changed: the marks follow, for the next response, and each loaded row whose mark changed
    /// is reported.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        let before = marks
        marks = marks.applying(change, among: list.questions.map(\.id), model: saves)
        for (index, question) in list.questions.enumerated()
        where before.contains(question.id) != marks.contains(question.id) {
            output?.didChangeMark(ofRow: index + 1, in: response)
        }
    }

    /// Fetches `query` for `fetch` as the latest load, which cancels the one in flight.
    ///
    /// The load holds the interactor weakly, so a closed module is released
    /// with its load in flight; and it reports nothing once cancelled, so a
    /// late answer never reaches a presenter that has moved on.
    private func load(_ fetch: ListFetch, of query: QuestionQuery, policy: FetchPolicy = .useCache) {
        let previous = list.questions.map { VIPERQuestionSummary($0, saved: marks) }
        output?.didStartLoading()
        latestLoad.start { [service] () async throws(ServiceError) in
            try await service.questions(for: query, policy: policy)
        } then: { [weak self] result in
            guard let self else { return }
            report(result, of: fetch, for: query, previous: previous)
        }
    }

    /// Tells the presenter what `fetch` brought: the next page's new questions, a refreshed list with
    /// what was listed before, or a new first page, which only now becomes the list; or the failure.
    private func report(
        _ result: Result<QuestionPage, ServiceError>, of fetch: ListFetch, for query: QuestionQuery,
        previous: [VIPERQuestionSummary]
    ) {
        switch (result, fetch) {
        case (.failure(let error), _):
            output?.didFail(fetch, with: error)
        case (.success(let page), .nextPage):
            let added = list.appendNextPage(page)
            marks.formUnion(saves.marks(among: added.map(\.id)))
            output?.didLoadMore(added.map { VIPERQuestionSummary($0, saved: marks) }, in: response)
        case (.success(let page), .refresh):
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            output?.didRefresh(response, previous: previous)
        case (.success(let page), _):
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            output?.didLoad(response)
        }
    }

    private var response: VIPERQuestionListResponse {
        VIPERQuestionListResponse(
            site: list.query.site, sort: list.query.sort, tag: list.query.tag, search: list.query.search,
            pageSize: list.query.pageSize,
            questions: list.questions.map { VIPERQuestionSummary($0, saved: marks) }, hasMore: list.hasMore,
            quotaRemaining: list.quotaRemaining)
    }
}
