import Entities
import Interactors

/// The list module's glue: turns view events into use-case calls and results into display text.
///
/// It holds no list state of its own (the interactor does) and decides only
/// presentation: the rows' text, the marks after a refresh, the messages.
@MainActor
public final class VIPERQuestionListPresenter {
    /// The view; weak, as the view owns this presenter.
    public weak var view: (any VIPERQuestionListViewInterface)?

    private let interactor: any VIPERQuestionListInteractorInput
    private let router: any VIPERQuestionListRouting
    private let formatter: QuestionListFormatter

    /// A presenter that drives `interactor`, navigates through `router` and formats with `formatter`.
    public init(
        interactor: any VIPERQuestionListInteractorInput, router: any VIPERQuestionListRouting,
        formatter: QuestionListFormatter
    ) {
        self.interactor = interactor
        self.router = router
        self.formatter = formatter
    }
}

extension VIPERQuestionListPresenter: VIPERQuestionListEventHandler {
    /// Asks the interactor for page 1.
    public func viewDidLoad() {
        interactor.loadFirstPage()
    }

    /// Asks the interactor for the list as it is loaded now.
    public func didRequestRedisplayList() {
        interactor.reportCurrentList()
    }

    /// Opens the question on row `number`, or shows an error when there is no such row.
    public func didRequestOpenQuestion(atRow number: Int) {
        guard let id = interactor.questionID(atRow: number) else {
            view?.showError(ListText.noSuchRow(number))
            return
        }
        router.openQuestion(id: id, site: interactor.site)
    }

    /// Asks the interactor for the next page.
    public func didRequestLoadMore() {
        interactor.loadMore()
    }

    /// Asks the interactor to fetch page 1 again.
    public func didRequestRefresh() {
        interactor.refresh()
    }

    /// Asks the interactor for page 1 of `tag` (every tag, for `nil`).
    public func didRequestFilter(byTag tag: String?) {
        interactor.filter(byTag: tag)
    }

    /// Asks the interactor for page 1 in `sort` order.
    public func didRequestSort(by sort: QuestionSort) {
        interactor.sort(by: sort)
    }

    /// Asks the interactor for page 1 of the questions containing every word (every question, for `nil`).
    public func didRequestSearch(for words: String?) {
        interactor.search(for: words)
    }

    /// Asks the interactor to stop its load: the view stays as it is.
    public func didRequestCancelLoad() {
        interactor.cancelLoad()
    }

    /// `save N`: asks the interactor, which answers through `didAnswerSave(_:)`; or there is no such row.
    public func didRequestSave(atRow number: Int) {
        if !interactor.saveQuestion(atRow: number) { view?.showError(ListText.noSuchRow(number)) }
    }

    /// `unsave N`: asks the interactor, which answers through `didAnswerSave(_:)`; or there is no such row.
    public func didRequestUnsave(atRow number: Int) {
        if !interactor.unsaveQuestion(atRow: number) { view?.showError(ListText.noSuchRow(number)) }
    }

    /// `saved`: asks the router for the saved screen.
    public func didRequestOpenSaved() {
        router.openSaved()
    }
}

extension VIPERQuestionListPresenter: VIPERQuestionListInteractorOutput {
    /// Tells the view a fetch has started.
    public func didStartLoading() {
        view?.showLoading()
    }

    /// Shows the whole list.
    public func didLoad(_ list: VIPERQuestionListResponse) {
        view?.show(formatter.display(of: list, saved: list.questions.savedIDs))
    }

    /// Shows the appended rows and the new footer.
    public func didLoadMore(_ newQuestions: [VIPERQuestionSummary], in list: VIPERQuestionListResponse) {
        let (rows, footer) = formatter.appended(newQuestions, to: list, saved: newQuestions.savedIDs)
        view?.showMore(rows, footer: footer)
    }

    /// Tells the user there are no more questions.
    public func didReachEnd() {
        view?.showNotice(ListText.noMoreQuestions)
    }

    /// Tells the user that `more` waits for the page that is loading.
    public func didSkipLoadMoreWhileLoading() {
        view?.showNotice(ListText.stillLoading)
    }

    /// Shows the list page 1 replaced, rows marked new or updated, then the summary of what changed.
    public func didRefresh(_ list: VIPERQuestionListResponse, previous: [VIPERQuestionSummary]) {
        let (display, summary) = formatter.refreshed(list, previous: previous, saved: list.questions.savedIDs)
        view?.show(display)
        view?.showNotice(summary)
    }

    /// Shows what went wrong and the command that tries `fetch` again.
    public func didFail(_ fetch: ListFetch, with error: ServiceError) {
        view?.showError(ErrorText.listFailed(error, retrying: fetch))
    }

    /// A save or unsave was answered: one line says how.
    public func didAnswerSave(_ outcome: SaveOutcome) {
        view?.showAnswer(to: outcome)
    }
}
