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
    /// The rows last reported, as the selection moves over them.
    private var rows: [VIPERQuestionSummary] = []
    /// The selected row on the screen front (docs/Questions.docc/Roles.md: VIPER's presenter, as in MVP's).
    private var selection = RowSelection()
    /// Whether the page asked for by a move past the last row is still to come.
    private var selectsNextPage = false

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
    ///
    /// Typed on the question above the list, it reads the list's rows, and
    /// the new question takes the old one's place; beneath a question opened
    /// from its URL, the list has no rows until it is shown, so it says so and
    /// leaves the question (and its load) alone.
    public func didRequestOpenQuestion(atRow number: Int) {
        guard router.listHasAppeared else {
            refuseOpening(ListText.notShownYet(number))
            return
        }
        supersedeLoads()
        guard let id = interactor.questionID(atRow: number) else {
            refuseOpening(ListText.noSuchRow(number))
            return
        }
        router.openQuestion(id: id, site: interactor.site)
    }

    /// Says `text`, a refusal of `open N`, where the user is looking: on the question module on top when
    /// `open N` was typed there (this module's view, beneath it, is covered on the screen front), else on
    /// this view.
    private func refuseOpening(_ text: String) {
        if router.isQuestionOnTop {
            router.showErrorOnQuestion(text)
        } else {
            view?.showError(text)
        }
    }

    /// Asks the interactor for the next page; typed on the question above the list, the question leaves
    /// first. It stops no load: the page in flight answers `more` itself.
    public func didRequestLoadMore() {
        if router.isQuestionOnTop {
            router.leaveScreenOnTop()
            router.showTopIfItNeverAppeared()
        }
        interactor.loadMore()
    }

    /// Asks the interactor to fetch page 1 again.
    public func didRequestRefresh() {
        comeForward()
        interactor.refresh()
    }

    /// Asks the interactor for page 1 of `tag` (every tag, for `nil`).
    public func didRequestFilter(byTag tag: String?) {
        comeForward()
        interactor.filter(byTag: tag)
    }

    /// Asks the interactor for page 1 in `sort` order.
    public func didRequestSort(by sort: QuestionSort) {
        comeForward()
        interactor.sort(by: sort)
    }

    /// Asks the interactor for page 1 of the questions containing every word (every question, for `nil`).
    public func didRequestSearch(for words: String?) {
        comeForward()
        interactor.search(for: words)
    }

    /// Asks the interactor to stop its load: the view stays as it is.
    public func didRequestCancelLoad() {
        interactor.cancelLoad()
        // A page a move asked for, stopped, takes the selection nowhere, nor does the next `more`'s.
        selectsNextPage = false
    }

    /// `save N`: asks the interactor, which answers through `didAnswerSave(_:)`; or there is no such row.
    public func didRequestSave(atRow number: Int) {
        if !interactor.saveQuestion(atRow: number) { view?.showError(ListText.noSuchRow(number)) }
    }

    /// `unsave N`: asks the interactor, which answers through `didAnswerSave(_:)`; or there is no such row.
    public func didRequestUnsave(atRow number: Int) {
        if !interactor.unsaveQuestion(atRow: number) { view?.showError(ListText.noSuchRow(number)) }
    }

    /// `saved`: the newest command wins, so every load stops; then asks the router for the saved screen.
    public func didRequestOpenSaved() {
        supersedeLoads()
        router.openSaved()
    }

    /// `back` on the list: there is nothing beneath it, and the view says so.
    public func didRequestBack() {
        supersedeLoads()
        view?.showNotice(ListText.alreadyAtTheList)
    }

    /// `list`, typed on any screen: every module above the list leaves, and the list shows every loaded
    /// row again (or appears and loads, beneath a question opened from its URL).
    public func didRequestList() {
        supersedeLoads()
        router.returnToList()
        router.showUncoveredScreen()
    }

    /// `user` reached the list: says it is a question's command.
    public func didRequestUser() {
        view?.showError(formatter.words.notOnAQuestion)
    }

    /// `save` without a row reached the list: says which to type.
    public func didRequestSave() {
        view?.showError(SaveText.needsARow(saving: true))
    }

    /// `unsave` without a row reached the list: says which to type.
    public func didRequestUnsave() {
        view?.showError(SaveText.needsARow(saving: false))
    }

    /// Ctrl-C: stops every load in flight and says so; with nothing loading, says how to leave.
    public func didInterrupt() {
        view?.showNotice(
            Interruption.answer(
                hasLoadInFlight: router.hasLoadInFlight, cancelEveryLoad: router.cancelEveryLoad,
                howToLeave: formatter.howToLeave))
    }

    /// The screen front's ↑/↓ and pages: moves the selection by `rows`; past the last row, asks the
    /// interactor for the next page once, however many moves come while it loads.
    public func didRequestMoveSelection(by rows: Int) {
        switch selection.move(by: rows, count: self.rows.count) {
        case .stayed: return
        case .moved: view?.showSelection(atRow: selection.index)
        case .pastLastRow:
            view?.showSelection(atRow: selection.index)
            guard !selectsNextPage, !router.hasLoadInFlight else { return }
            selectsNextPage = true
            interactor.loadMore()
        }
    }

    /// Home: selects the first row.
    public func didRequestMoveSelectionToFirst() {
        selection.moveToFirst()
        view?.showSelection(atRow: selection.index)
    }

    /// End: selects the last loaded row.
    public func didRequestMoveSelectionToLast() {
        selection.moveToLast(count: rows.count)
        view?.showSelection(atRow: selection.index)
    }

    /// Enter: opens the selected row's question, as `open N` would; an empty list has nothing to open.
    public func didRequestOpenSelection() {
        guard !rows.isEmpty else { return }
        didRequestOpenQuestion(atRow: selection.rowNumber)
    }

    /// s: saves the selected row's question, or unsaves it if it is saved.
    public func didRequestToggleSaveOfSelection() {
        guard rows.indices.contains(selection.index) else { return }
        if rows[selection.index].isSaved {
            didRequestUnsave(atRow: selection.rowNumber)
        } else {
            didRequestSave(atRow: selection.rowNumber)
        }
    }

    /// The newest command wins, as a click on a link does while a page loads: every load in flight, on
    /// every screen, stops first.
    private func supersedeLoads() {
        if router.hasLoadInFlight { router.cancelEveryLoad() }
    }

    /// Before a command of the list's own: typed on a screen above, the newest command wins, every module
    /// above leaves, and the list appears now if it never has (beneath a question opened from its URL).
    private func comeForward() {
        supersedeLoads()
        guard router.hasScreenAboveList else { return }
        router.returnToList()
        router.showTopIfItNeverAppeared()
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
        showSelection(following: list.questions)
    }

    /// Shows the appended rows and the new footer.
    public func didLoadMore(_ newQuestions: [VIPERQuestionSummary], in list: VIPERQuestionListResponse) {
        let (rows, footer) = formatter.appended(newQuestions, to: list, saved: newQuestions.savedIDs)
        view?.showMore(rows, footer: footer)
        self.rows = list.questions
        if selectsNextPage, !newQuestions.isEmpty {
            selection.select(list.questions.count - newQuestions.count, count: list.questions.count)
            view?.showSelection(atRow: selection.index)
        }
        selectsNextPage = false
    }

    /// The question on row `number` was saved or unsaved: the row is shown again in place.
    public func didChangeMark(ofRow number: Int, in list: VIPERQuestionListResponse) {
        rows = list.questions
        if let row = formatter.row(number, of: list, saved: list.questions.savedIDs) { view?.showRow(row) }
    }

    /// The rows were loaded again: the selection stays on its question, or goes to the first row.
    private func showSelection(following questions: [VIPERQuestionSummary]) {
        let selected = rows.indices.contains(selection.index) ? rows[selection.index].id : nil
        rows = questions
        selectsNextPage = false
        selection.follow(questionID: selected, in: questions.map(\.id))
        view?.showSelection(atRow: selection.index)
    }

    /// Tells the user there are no more questions.
    public func didReachEnd() {
        selectsNextPage = false
        view?.showNotice(ListText.noMoreQuestions)
    }

    /// Tells the user that `more` waits for the page that is loading.
    public func didSkipLoadMoreWhileLoading() {
        // The page loading may be the one a move past the last row asked for: it still selects its first row.
        view?.showNotice(ListText.stillLoading)
    }

    /// Shows the list page 1 replaced, rows marked new or updated, then the summary of what changed.
    public func didRefresh(_ list: VIPERQuestionListResponse, previous: [VIPERQuestionSummary]) {
        let (display, summary) = formatter.refreshed(list, previous: previous, saved: list.questions.savedIDs)
        view?.show(display)
        showSelection(following: list.questions)
        view?.showNotice(summary)
    }

    /// Shows what went wrong and the command that tries `fetch` again.
    public func didFail(_ fetch: ListFetch, with error: ServiceError) {
        selectsNextPage = false
        view?.showError(ErrorText.listFailed(error, retrying: fetch, words: formatter.words))
    }

    /// A save or unsave was answered: one line says how.
    public func didAnswerSave(_ outcome: SaveOutcome) {
        view?.showAnswer(to: outcome)
    }
}
