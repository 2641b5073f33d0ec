import Entities
import Interactors

/// VIPER's saved-screen presenter: turns the view's events into requests to the interactor and the
/// router, and formats what the interactor reports for the view.
@MainActor
public final class VIPERSavedPresenter {
    /// The view, held weakly: the view holds its presenter.
    public weak var view: (any VIPERSavedViewInterface)?

    private let interactor: any VIPERSavedInteractorInput
    private let router: any VIPERSavedRouting
    private let formatter: SavedListFormatter
    /// How many saves were last reported, as the selection moves over them.
    private var count = 0
    /// The selected save on the screen front (docs/Questions.docc/Roles.md: VIPER's presenter).
    private var selection = RowSelection()

    /// A presenter asking `interactor` for the saves and `router` for navigation, formatting with
    /// `formatter`.
    public init(
        interactor: any VIPERSavedInteractorInput, router: any VIPERSavedRouting,
        formatter: SavedListFormatter
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

extension VIPERSavedPresenter: VIPERSavedEventHandler {
    /// The view appeared: the first page of saves.
    public func viewDidLoad() {
        interactor.loadFirstPage()
    }

    /// The saves again, as the interactor holds them.
    public func didRequestRedisplay() {
        interactor.reportCurrentSaves()
    }

    /// `open N`: the router opens the question, or there is no such row; typed on the question above the
    /// screen, the new question takes the old one's place.
    public func didRequestOpenQuestion(atRow number: Int) {
        supersedeLoads()
        guard let id = interactor.questionID(atRow: number) else {
            refuseOpening(ListText.noSuchRow(number))
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

    /// `more`: the next page of saves; typed on the question above the screen, the question leaves first.
    public func didRequestLoadMore() {
        if router.isQuestionOnTop {
            router.leaveScreenOnTop()
            router.showTopIfItNeverAppeared()
        }
        interactor.loadMore()
    }

    /// `save N`: asks the interactor, which answers through `didAnswerSave(_:)`; or there is no such row.
    public func didRequestSave(atRow number: Int) {
        if !interactor.saveQuestion(atRow: number) { view?.showError(ListText.noSuchRow(number)) }
    }

    /// `unsave N`: asks the interactor, which answers, then reports the saves again; or there is no such
    /// row.
    public func didRequestUnsave(atRow number: Int) {
        if !interactor.unsaveQuestion(atRow: number) { view?.showError(ListText.noSuchRow(number)) }
    }

    /// The module leaves: the router closes the screen.
    public func didRequestGoBack() {
        router.closeSaved()
    }

    /// `back`: every load stops, the screen closes, and the one beneath shows again.
    public func didRequestBack() {
        supersedeLoads()
        didRequestGoBack()
        router.showUncoveredScreen()
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

    /// `saved` typed here: the newest command wins, so every load stops; then the saves are shown again.
    public func didRequestOpenSaved() {
        supersedeLoads()
        didRequestRedisplay()
    }

    /// The screen front's ↑/↓ and pages: moves the selection by `rows`; past the last save, reads the next
    /// page of saves, and selects its first.
    public func didRequestMoveSelection(by rows: Int) {
        switch selection.move(by: rows, count: count) {
        case .stayed: return
        case .moved: view?.showSelection(atRow: selection.index)
        case .pastLastRow:
            let before = count
            interactor.loadMore()
            selection.select(count > before ? before : selection.index, count: count)
            view?.showSelection(atRow: selection.index)
        }
    }

    /// Home: selects the first save.
    public func didRequestMoveSelectionToFirst() {
        selection.moveToFirst()
        view?.showSelection(atRow: selection.index)
    }

    /// End: selects the last save read.
    public func didRequestMoveSelectionToLast() {
        selection.moveToLast(count: count)
        view?.showSelection(atRow: selection.index)
    }

    /// Enter: opens the selected save's question, as `open N` would; no saves, nothing to open.
    public func didRequestOpenSelection() {
        guard count > 0 else { return }
        didRequestOpenQuestion(atRow: selection.rowNumber)
    }

    /// s: every row here is saved, so it unsaves the selected one, as `unsave N` would.
    public func didRequestToggleSaveOfSelection() {
        guard count > 0 else { return }
        didRequestUnsave(atRow: selection.rowNumber)
    }

    /// The newest command wins: every load in flight, on every screen, stops first.
    private func supersedeLoads() {
        if router.hasLoadInFlight { router.cancelEveryLoad() }
    }
}

extension VIPERSavedPresenter: VIPERSavedInteractorOutput {
    /// The whole screen, formatted.
    public func didLoad(_ saves: VIPERSavedListResponse) {
        view?.show(formatter.display(of: saves))
        // An unsave on this screen keeps the selection's row number, clamped to the saves left.
        count = saves.questions.count
        selection.clamp(count: count)
        view?.showSelection(atRow: selection.index)
    }

    /// The rows a page added, formatted.
    public func didLoadMore(_ added: [VIPERQuestionSummary], in saves: VIPERSavedListResponse) {
        let (rows, footer) = formatter.appended(added, to: saves)
        view?.showMore(rows, footer: footer)
        count = saves.questions.count
    }

    /// Every save is shown.
    public func didReachEnd() {
        view?.showNotice(SaveText.noMore)
    }

    /// A save or unsave was answered: one line says how.
    public func didAnswerSave(_ outcome: SaveOutcome) {
        view?.showAnswer(to: outcome)
    }

    /// The saves could not be read: one line says why.
    public func didFailToRead(_ error: SaveError) {
        view?.showError(SaveText.off(error))
    }
}
