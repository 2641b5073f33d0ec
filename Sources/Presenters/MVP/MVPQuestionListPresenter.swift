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
    /// Every load the app has in flight, on any screen: the newest command stops them.
    private let loads: LoadTracker
    /// The load in flight, if any. One at a time: a new one cancels it.
    private let latestLoad: LatestLoad
    /// The selected row on the screen front (docs/Questions.docc/Roles.md: MVP's presenter); the line front has
    /// none, and its view shows nothing of it.
    private var selection = RowSelection()
    /// Whether the page in flight was asked for by a move past the last row, and so takes the selection
    /// to its first new row when it comes.
    private var selectsNextPage = false

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
        self.loads = loads
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
    ///
    /// Typed on the question above the list, it reads the list's rows, and
    /// the new question takes the old one's place; beneath a question opened
    /// from its URL, the list has no rows until it is shown, so it says so and
    /// leaves the question (and its load) alone.
    public func openQuestion(atRow number: Int) {
        guard navigator.listHasAppeared else {
            refuseOpening(ListText.notShownYet(number))
            return
        }
        supersedeLoads()
        guard let question = list.question(atRow: number) else {
            refuseOpening(ListText.noSuchRow(number))
            return
        }
        navigator.showQuestion(id: question.id, site: list.query.site)
    }

    /// Says `text`, a refusal of `open N`, where the user is looking: on the question on top when `open N`
    /// was typed there (this screen, beneath it, is covered on the screen front), else on this view.
    private func refuseOpening(_ text: String) {
        if navigator.isQuestionOnTop {
            navigator.showErrorOnQuestion(text)
        } else {
            view?.showError(text)
        }
    }

    /// The screen front's ↑/↓ and pages: moves the selection by `rows`; past the last row, loads the next
    /// page once, however many moves come while it loads, and selects its first new row when it comes.
    public func moveSelection(by rows: Int) {
        switch selection.move(by: rows, count: list.questions.count) {
        case .stayed: return
        case .moved: view?.showSelection(atRow: selection.index)
        case .pastLastRow:
            view?.showSelection(atRow: selection.index)
            guard !latestLoad.isRunning else { return }
            guard list.hasMore else {
                view?.showNotice(ListText.noMoreQuestions)
                return
            }
            load(.nextPage, of: list.nextPageQuery)
            selectsNextPage = true
        }
    }

    /// Home: selects the first row.
    public func moveSelectionToFirst() {
        selection.moveToFirst()
        view?.showSelection(atRow: selection.index)
    }

    /// End: selects the last loaded row.
    public func moveSelectionToLast() {
        selection.moveToLast(count: list.questions.count)
        view?.showSelection(atRow: selection.index)
    }

    /// Enter: opens the selected row's question, as `open N` would; an empty list has nothing to open.
    public func openSelection() {
        guard !list.questions.isEmpty else { return }
        openQuestion(atRow: selection.rowNumber)
    }

    /// s: saves the selected row's question, or unsaves it if it is saved, as `save N` or `unsave N` would.
    public func toggleSaveOfSelection() {
        guard let question = list.question(atRow: selection.rowNumber) else { return }
        if marks.contains(question.id) {
            unsaveQuestion(atRow: selection.rowNumber)
        } else {
            saveQuestion(atRow: selection.rowNumber)
        }
    }

    /// `more`: fetches the next page and shows only its new rows; while a page loads, it sends nothing.
    ///
    /// Typed on the question above the list, it leaves the question first. It stops no load: the page in
    /// flight answers `more` itself.
    public func loadMore() {
        if navigator.isQuestionOnTop {
            navigator.leaveScreenOnTop()
            navigator.showTopIfItNeverAppeared()
        }
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
        comeForward()
        load(.refresh, of: list.firstPageQuery, policy: .reload)
    }

    /// `tag NAME` or `tag`: fetches page 1 for a tag, or for every tag when `nil`.
    public func filter(byTag tag: String?) {
        comeForward()
        load(.tag(tag), of: list.firstPageQuery(tag: tag))
    }

    /// `sort ORDER`: fetches page 1 in another order.
    public func sort(by sort: QuestionSort) {
        comeForward()
        load(.sort(sort), of: list.firstPageQuery(sort: sort))
    }

    /// `search WORDS` or `search`: fetches page 1 of the questions containing every word, with the same
    /// tag and order, or of every question when `nil`.
    public func search(for words: String?) {
        comeForward()
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
        supersedeLoads()
        navigator.showSaved(site: list.query.site)
    }

    /// `back` on the list: there is nothing beneath it, and the view says so.
    public func back() {
        supersedeLoads()
        view?.showNotice(ListText.alreadyAtTheList)
    }

    /// `list`, typed on any screen: every screen above the list leaves, and the list shows every loaded
    /// row again (or appears and loads, beneath a question opened from its URL).
    public func showList() {
        supersedeLoads()
        navigator.returnToList()
        navigator.showUncoveredScreen()
    }

    /// `user` reached the list: says it is a question's command.
    public func openUser() {
        view?.showError(formatter.words.notOnAQuestion)
    }

    /// `save` without a row reached the list: says which to type.
    public func saveQuestion() {
        view?.showError(SaveText.needsARow(saving: true))
    }

    /// `unsave` without a row reached the list: says which to type.
    public func unsaveQuestion() {
        view?.showError(SaveText.needsARow(saving: false))
    }

    /// Ctrl-C: stops every load in flight and says so; with nothing loading, says how to leave.
    public func interrupt() {
        view?.showNotice(
            Interruption.answer(
                hasLoadInFlight: loads.hasLoadInFlight, cancelEveryLoad: navigator.cancelEveryLoad,
                howToLeave: formatter.howToLeave))
    }

    /// The newest command wins, as a click on a link does while a page loads: every load in flight, on
    /// every screen, stops first.
    private func supersedeLoads() {
        if loads.hasLoadInFlight { navigator.cancelEveryLoad() }
    }

    /// Before a command of the list's own: typed on a screen above, the newest command wins, every screen
    /// above leaves, and the list appears now if it never has (beneath a question opened from its URL).
    private func comeForward() {
        supersedeLoads()
        guard navigator.hasScreenAboveList else { return }
        navigator.returnToList()
        navigator.showTopIfItNeverAppeared()
    }

    /// The saves changed: the marks follow, for the next time the view is shown, and a loaded row whose
    /// mark changed is shown again in place (which only the screen front draws).
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        let before = marks
        marks = marks.applying(change, among: list.questions.map(\.id), model: saves)
        for (index, question) in list.questions.enumerated()
        where before.contains(question.id) != marks.contains(question.id) {
            if let row = formatter.row(index + 1, of: list, saved: marks) { view?.showRow(row) }
        }
    }

    /// Fetches `query` for `fetch` as the latest load, which cancels the one in flight.
    ///
    /// The load holds the presenter weakly, so a presenter whose view closed
    /// with a load in flight is released; and it shows nothing once cancelled,
    /// so a late answer never lands on a list that has moved on.
    private func load(_ fetch: ListFetch, of query: QuestionQuery, policy: FetchPolicy = .useCache) {
        let previous = list.questions
        selectsNextPage = false
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
            view?.showError(ErrorText.listFailed(error, retrying: fetch, words: formatter.words))
        case (.success(let page), .nextPage):
            let added = list.appendNextPage(page)
            marks.formUnion(saves.marks(among: added.map(\.id)))
            let (rows, footer) = formatter.appended(added, to: list, saved: marks)
            view?.showMore(rows, footer: footer)
            if selectsNextPage, !added.isEmpty {
                selection.select(list.questions.count - added.count, count: list.questions.count)
                view?.showSelection(atRow: selection.index)
            }
        case (.success(let page), .refresh):
            let selected = previous.indices.contains(selection.index) ? previous[selection.index].id : nil
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            let (display, summary) = formatter.refreshed(list, previous: previous, saved: marks)
            view?.show(display)
            showSelection(following: selected)
            view?.showNotice(summary)
        case (.success(let page), _):
            let selected = previous.indices.contains(selection.index) ? previous[selection.index].id : nil
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            view?.show(formatter.display(of: list, saved: marks))
            showSelection(following: selected)
        }
        selectsNextPage = false
    }

    /// The list was loaded again: the selection stays on question `id`, or goes to the first row.
    private func showSelection(following id: Int?) {
        selection.follow(questionID: id, in: list.questions.map(\.id))
        view?.showSelection(atRow: selection.index)
    }
}
