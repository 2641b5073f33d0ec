import Entities
import Interactors

/// MVP's list presenter: owns the list's state and its load, calls the service, formats, and tells a
/// passive view what to show; opening a question goes to the navigator.
///
/// It is MVC's controller moved out of the UI module: the same job, but in
/// `Presenters`, which cannot import a view, so it reaches its view only
/// through `MVPQuestionListViewInterface` and is tested with a fake one. VIPER
/// then splits this one class in three: the interactor (the list and the
/// service), the presenter (the formatting) and the router (navigation).
@MainActor
public final class MVPQuestionListPresenter: MVPQuestionListEventHandler, SavedQuestionsObserver {
    private let service: any QuestionService
    /// The saves, which this presenter observes.
    private let saves: SavedQuestionsModel
    /// Which of the loaded rows are saved: kept current as the saves tell of each change.
    private var marks: Set<Int> = []
    private let formatter: QuestionListFormatter
    private let navigator: any MVPNavigation
    /// Weak: the view holds its presenter, not the other way round.
    private weak var view: (any MVPQuestionListViewInterface)?
    private var list: QuestionList
    /// The load in flight, if any. One at a time: a new one cancels it.
    private let latestLoad: LatestLoad

    /// A presenter for `query`, fetching from `service` in loads started through `loads`, formatting with
    /// `formatter`; a chosen question goes to `navigator`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, query: QuestionQuery,
        formatter: QuestionListFormatter, loads: LoadTracker, navigator: any MVPNavigation
    ) {
        self.service = service
        self.saves = saves
        self.list = QuestionList(query: query)
        self.formatter = formatter
        self.latestLoad = LatestLoad(through: loads)
        self.navigator = navigator
        saves.addObserver(self)
    }

    /// Gives the presenter its view, held weakly.
    public func attach(_ view: any MVPQuestionListViewInterface) {
        self.view = view
    }

    /// Fetches page 1 of the query and shows it.
    public func viewDidLoad() {
        load(.firstPage, of: list.firstPageQuery)
    }

    /// `list`: shows every loaded row again.
    public func redisplayList() {
        view?.show(formatter.display(of: list, saved: marks))
    }

    /// `open N`: asks the navigator for the question on row `number`, or says there is no such row.
    public func openQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            view?.showError(ListText.noSuchRow(number))
            return
        }
        navigator.showQuestion(id: question.id, site: list.query.site)
    }

    /// `more`: fetches the next page and shows only its new rows; while a page loads, it sends nothing.
    public func loadMore() {
        // The page in flight decides what "next" means: a second request would ask for the wrong page.
        guard !latestLoad.isRunning else {
            view?.showNotice(ListText.stillLoading)
            return
        }
        guard list.hasMore else {
            view?.showNotice(ListText.noMoreQuestions)
            return
        }
        load(.nextPage, of: list.nextPageQuery)
    }

    /// `refresh`: fetches page 1 again, shows it with what is new or updated marked, and sums up the changes.
    public func refresh() {
        load(.refresh, of: list.firstPageQuery, policy: .reload)
    }

    /// `tag NAME` or `tag`: fetches page 1 for a tag, or for every tag when `nil`.
    public func filter(byTag tag: String?) {
        load(.tag(tag), of: list.firstPageQuery(tag: tag))
    }

    /// `sort ORDER`: fetches page 1 in another order.
    public func sort(by sort: QuestionSort) {
        load(.sort(sort), of: list.firstPageQuery(sort: sort))
    }

    /// `search WORDS` or `search`: fetches page 1 of the questions containing every word, with the same
    /// tag and order, or of every question when `nil`.
    public func search(for words: String?) {
        load(.search(words), of: list.firstPageQuery(search: words))
    }

    /// Stops the load in flight, if any: nothing it fetched will be shown, and the list stays as it was.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// `save N`: saves the question on row `number` and tells the view the answer.
    public func saveQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            view?.showError(ListText.noSuchRow(number))
            return
        }
        view?.showAnswer(to: saves.save(question))
    }

    /// `unsave N`: removes the question on row `number` from the saves and tells the view the answer.
    public func unsaveQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            view?.showError(ListText.noSuchRow(number))
            return
        }
        view?.showAnswer(to: saves.unsave(questionID: question.id))
    }

    /// `saved`: asks the navigator for the saved screen.
    public func openSaved() {
        navigator.showSaved(site: list.query.site)
    }

    /// The saves changed: the marks follow, for the next time the view is shown.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        marks = marks.applying(change, among: list.questions.map(\.id), model: saves)
    }

    /// Fetches `query` for `fetch` as the latest load, which cancels the one in flight.
    ///
    /// The load holds the presenter weakly, so a presenter whose view closed
    /// with a load in flight is released; and it shows nothing once cancelled,
    /// so a late answer never lands on a list that has moved on.
    private func load(_ fetch: ListFetch, of query: QuestionQuery, policy: FetchPolicy = .useCache) {
        let previous = list.questions
        view?.showLoading()
        latestLoad.start { [service] () async throws(ServiceError) in
            try await service.questions(for: query, policy: policy)
        } then: { [weak self] result in
            guard let self else { return }
            show(result, of: fetch, for: query, previous: previous)
        }
    }

    /// Shows what `fetch` brought: the next page's new rows, a refreshed list with its marks, or a new
    /// first page, which only now becomes the list; or what went wrong, keeping the list as it was.
    private func show(
        _ result: Result<QuestionPage, ServiceError>, of fetch: ListFetch, for query: QuestionQuery,
        previous: [Question]
    ) {
        switch (result, fetch) {
        case (.failure(let error), _):
            view?.showError(ErrorText.listFailed(error, retrying: fetch))
        case (.success(let page), .nextPage):
            let added = list.appendNextPage(page)
            marks.formUnion(saves.marks(among: added.map(\.id)))
            let (rows, footer) = formatter.appended(added, to: list, saved: marks)
            view?.showMore(rows, footer: footer)
        case (.success(let page), .refresh):
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            let (display, summary) = formatter.refreshed(list, previous: previous, saved: marks)
            view?.show(display)
            view?.showNotice(summary)
        case (.success(let page), _):
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            view?.show(formatter.display(of: list, saved: marks))
        }
    }
}
