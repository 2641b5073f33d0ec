import Entities
import Interactors

/// The user module's glue: asks for the page when the view appears, formats what comes back, and sends
/// a chosen question to the router.
@MainActor
public final class VIPERUserPresenter {
    /// The view; weak, as the view owns this presenter.
    public weak var view: (any VIPERUserViewInterface)?

    private let interactor: any VIPERUserInteractorInput
    private let router: any VIPERUserRouting
    private let formatter: UserPageFormatter
    /// The questions last reported, as the selection moves over them.
    private var rows: [VIPERQuestionSummary] = []
    /// The selected question on the screen front (docs/Questions.docc/Roles.md: VIPER's presenter).
    private var selection = RowSelection()
    /// Whether the page asked for by a move past the last question is still to come.
    private var selectsNextPage = false

    /// A presenter that drives `interactor`, navigates through `router` and formats with `formatter`.
    public init(
        interactor: any VIPERUserInteractorInput, router: any VIPERUserRouting, formatter: UserPageFormatter
    ) {
        self.interactor = interactor
        self.router = router
        self.formatter = formatter
    }

    /// Ctrl-C with this screen on top: every load stops and this screen says so; with nothing loading, it
    /// says how to leave, where the user is looking.
    public func didInterrupt() {
        view?.showNotice(
            Interruption.answer(
                hasLoadInFlight: router.hasLoadInFlight, cancelEveryLoad: router.cancelEveryLoad,
                howToLeave: formatter.howToLeave))
    }
}

extension VIPERUserPresenter: VIPERUserEventHandler {
    /// Asks the interactor for the user and their first questions.
    public func viewDidLoad() {
        interactor.loadPage()
    }

    /// Asks the router for the question on row `number`, or says there is no such row; typed on the
    /// question above the page, the new question takes the old one's place.
    public func didRequestOpenQuestion(atRow number: Int) {
        supersedeLoads()
        guard let id = interactor.questionID(atRow: number) else {
            refuseOpening(UserText.noSuchRow(number))
            return
        }
        router.openQuestion(id: id)
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

    /// Asks the interactor for the next page of questions; typed on the question above the page, the
    /// question leaves first. It stops no load: the page in flight answers `more` itself.
    public func didRequestLoadMore() {
        if router.isQuestionOnTop {
            router.leaveScreenOnTop()
            router.showTopIfItNeverAppeared()
        }
        interactor.loadMore()
    }

    /// `back`: every load stops, the page closes, and the question beneath shows again.
    public func didRequestBack() {
        supersedeLoads()
        didRequestGoBack()
        router.showUncoveredScreen()
    }

    /// Asks the router to close the page, once nothing it loads can be shown any more.
    public func didRequestGoBack() {
        interactor.cancelLoad()
        router.closeUser()
    }

    /// Asks the interactor to stop its load: the view stays as it is.
    public func didRequestCancelLoad() {
        interactor.cancelLoad()
        // A page a move asked for, stopped, takes the selection nowhere, nor does the next `more`'s.
        selectsNextPage = false
    }

    /// The screen above closed: asks the interactor for the page as it stands.
    public func didRequestRedisplay() {
        interactor.reportCurrentPage()
    }

    /// `save N`: asks the interactor, which answers through `didAnswerSave(_:)`; or there is no such row.
    public func didRequestSave(atRow number: Int) {
        if !interactor.saveQuestion(atRow: number) { view?.showError(UserText.noSuchRow(number)) }
    }

    /// `unsave N`: asks the interactor, which answers through `didAnswerSave(_:)`; or there is no such row.
    public func didRequestUnsave(atRow number: Int) {
        if !interactor.unsaveQuestion(atRow: number) { view?.showError(UserText.noSuchRow(number)) }
    }

    /// `user` typed on this screen: says it is a question's command, here, where the user is looking.
    public func didRequestUser() {
        view?.showError(formatter.words.notOnAQuestion)
    }

    /// `save` without a row typed on this screen: says which to type.
    public func didRequestSave() {
        view?.showError(SaveText.needsARow(saving: true))
    }

    /// `unsave` without a row typed on this screen: says which to type.
    public func didRequestUnsave() {
        view?.showError(SaveText.needsARow(saving: false))
    }

    /// `saved`: the newest command wins, so every load stops; then asks the router for the saved screen.
    public func didRequestOpenSaved() {
        supersedeLoads()
        router.openSaved()
    }

    /// The screen front's ↑/↓ and pages: moves the selection by `rows`; past the last question, asks the
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

    /// Home: selects the first question.
    public func didRequestMoveSelectionToFirst() {
        selection.moveToFirst()
        view?.showSelection(atRow: selection.index)
    }

    /// End: selects the last loaded question.
    public func didRequestMoveSelectionToLast() {
        selection.moveToLast(count: rows.count)
        view?.showSelection(atRow: selection.index)
    }

    /// Enter: opens the selected question, as `open N` would; a page with none has nothing to open.
    public func didRequestOpenSelection() {
        guard !rows.isEmpty else { return }
        didRequestOpenQuestion(atRow: selection.rowNumber)
    }

    /// s: saves the selected question, or unsaves it if it is saved.
    public func didRequestToggleSaveOfSelection() {
        guard rows.indices.contains(selection.index) else { return }
        if rows[selection.index].isSaved {
            didRequestUnsave(atRow: selection.rowNumber)
        } else {
            didRequestSave(atRow: selection.rowNumber)
        }
    }

    /// The newest command wins: every load in flight, on every screen, stops first.
    private func supersedeLoads() {
        if router.hasLoadInFlight { router.cancelEveryLoad() }
    }
}

extension VIPERUserPresenter: VIPERUserInteractorOutput {
    /// Tells the view a fetch has started.
    public func didStartLoading() {
        view?.showLoading()
    }

    /// Shows the whole page.
    public func didLoad(_ page: VIPERUserPageResponse) {
        view?.show(formatter.display(of: page, saved: page.questions.savedIDs))
        rows = page.questions
        view?.showSelection(atRow: selection.index)
    }

    /// Shows the new questions under the others, and the new footer.
    public func didLoadMore(_ newQuestions: [VIPERQuestionSummary], in page: VIPERUserPageResponse) {
        let (rows, footer) = formatter.appended(newQuestions, to: page, saved: newQuestions.savedIDs)
        view?.showMore(rows, footer: footer)
        self.rows = page.questions
        if selectsNextPage, !newQuestions.isEmpty {
            selection.select(page.questions.count - newQuestions.count, count: page.questions.count)
            view?.showSelection(atRow: selection.index)
        }
        selectsNextPage = false
    }

    /// Says there are no more questions.
    public func didReachEnd() {
        selectsNextPage = false
        view?.showNotice(ListText.noMoreQuestions)
    }

    /// Says a page is still loading.
    public func didSkipLoadMoreWhileLoading() {
        // The page loading may be the one a move past the last row asked for: it still selects its first row.
        view?.showNotice(ListText.stillLoading)
    }

    /// Shows what went wrong, with what to do next.
    public func didFail(isFirstLoad: Bool, with error: ServiceError) {
        selectsNextPage = false
        view?.showError(
            isFirstLoad
                ? UserText.pageFailed(error, words: formatter.words)
                : ErrorText.listFailed(error, retrying: .nextPage, words: formatter.words))
    }

    /// A save or unsave was answered: one line says how.
    public func didAnswerSave(_ outcome: SaveOutcome) {
        view?.showAnswer(to: outcome)
    }

    /// The question on row `number` was saved or unsaved: the row is shown again in place.
    public func didChangeMark(ofRow number: Int, in page: VIPERUserPageResponse) {
        rows = page.questions
        if let row = formatter.row(number, of: page, saved: page.questions.savedIDs) { view?.showRow(row) }
    }
}
