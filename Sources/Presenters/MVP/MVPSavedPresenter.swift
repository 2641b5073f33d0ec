import Entities
import Interactors

/// MVP's saved-screen presenter: reads the saves page by page, formats them for a passive view, and asks
/// the navigator for a question and to close the screen.
///
/// The saves are on disk, so nothing here waits. Like every presenter it
/// observes the saves; told of a change, it only notes that what it shows
/// is stale, and reads the saves again the next time the view is shown.
@MainActor
public final class MVPSavedPresenter: MVPSavedEventHandler, SavedQuestionsObserver {
    private let saves: SavedQuestionsModel
    private let formatter: SavedListFormatter
    private let navigator: any MVPNavigation
    /// Every load the app has in flight, on any screen: the newest command stops them.
    private let loads: LoadTracker
    /// Weak: the view holds its presenter, not the other way round.
    private weak var view: (any MVPSavedViewInterface)?
    private var list: SavedList
    /// Whether the saves changed since they were read.
    private var isStale = false
    /// The selected save on the screen front (docs/Questions.docc/Roles.md: MVP's presenter).
    private var selection = RowSelection()

    /// A presenter of the saves in `saves`, `pageSize` a page, formatted by `formatter`; a chosen question
    /// and `back` go to `navigator`, and a command that moves on stops the loads `loads` tracks.
    public init(
        saves: SavedQuestionsModel, pageSize: Int, formatter: SavedListFormatter, loads: LoadTracker,
        navigator: any MVPNavigation
    ) {
        self.saves = saves
        self.loads = loads
        self.formatter = formatter
        self.navigator = navigator
        self.list = SavedList(site: saves.site, pageSize: pageSize)
        saves.addObserver(self)
    }

    /// Gives the presenter its view, held weakly.
    public func attach(_ view: any MVPSavedViewInterface) {
        self.view = view
    }

    /// Reads the first page of saves and shows it.
    public func viewDidLoad() {
        readAgain(atLeast: list.pageSize)
    }

    /// Shows the saves again, read again first if they changed.
    public func redisplay() {
        if isStale { readAgain(atLeast: list.saves.count) } else { view?.show(formatter.display(of: list)) }
    }

    /// `open N`: asks the navigator for the question on row `number`, or says there is no such row.
    ///
    /// Typed on the question above the screen, the new question takes the old one's place.
    public func openQuestion(atRow number: Int) {
        supersedeLoads()
        guard let question = list.question(atRow: number) else {
            refuseOpening(ListText.noSuchRow(number))
            return
        }
        navigator.showQuestion(id: question.id, site: list.site)
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

    /// `more`: reads the next page of saves and shows only its rows.
    ///
    /// Typed on the question above the screen, it leaves the question first.
    public func loadMore() {
        if navigator.isQuestionOnTop {
            navigator.leaveScreenOnTop()
            navigator.showTopIfItNeverAppeared()
        }
        guard list.hasMore else {
            view?.showNotice(SaveText.noMore)
            return
        }
        switch saves.nextSaves(of: list) {
        case .success(let (next, added)):
            list = next
            let (rows, footer) = formatter.appended(added.map(\.question), to: list)
            view?.showMore(rows, footer: footer)
        case .failure(let error):
            view?.showError(SaveText.off(error))
        }
    }

    /// `save N`: every row here is saved; the model says so.
    public func saveQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            view?.showError(ListText.noSuchRow(number))
            return
        }
        view?.showAnswer(to: saves.save(question))
    }

    /// `unsave N`: removes the question on row `number` from the saves, then shows them again, renumbered.
    public func unsaveQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            view?.showError(ListText.noSuchRow(number))
            return
        }
        let outcome = saves.unsave(questionID: question.id)
        view?.showAnswer(to: outcome)
        if outcome == .removed { readAgain(atLeast: list.saves.count - 1) }
    }

    /// `user` typed on this screen: says it is a question's command, here, where the user is looking.
    public func openUser() {
        view?.showError(formatter.words.notOnAQuestion)
    }

    /// `save` without a row typed on this screen: says which to type.
    public func saveQuestion() {
        view?.showError(SaveText.needsARow(saving: true))
    }

    /// `unsave` without a row typed on this screen: says which to type.
    public func unsaveQuestion() {
        view?.showError(SaveText.needsARow(saving: false))
    }

    /// `saved` typed here: the newest command wins, so every load stops; then the saves are shown again.
    public func openSaved() {
        supersedeLoads()
        redisplay()
    }

    /// Ctrl-C with this screen on top: every load stops and this screen says so; with nothing loading, it
    /// says how to leave, where the user is looking.
    public func interrupt() {
        view?.showNotice(
            Interruption.answer(
                hasLoadInFlight: loads.hasLoadInFlight, cancelEveryLoad: navigator.cancelEveryLoad,
                howToLeave: formatter.howToLeave))
    }

    /// `back`: every load stops, the screen closes, and the one beneath shows again.
    public func back() {
        supersedeLoads()
        goBack()
        navigator.showUncoveredScreen()
    }

    /// The newest command wins: every load in flight, on every screen, stops first.
    private func supersedeLoads() {
        if loads.hasLoadInFlight { navigator.cancelEveryLoad() }
    }

    /// Leaves: asks the navigator to close the screen.
    public func goBack() {
        navigator.closeSaved()
    }

    /// The saves changed: read them again when next shown.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        isStale = true
    }

    /// Reads the most recent saves again, as many as were shown (a page at least), and shows them.
    private func readAgain(atLeast count: Int) {
        isStale = false
        switch saves.firstSaves(atLeast: count, pageSize: list.pageSize) {
        case .success(let read):
            list = read
            view?.show(formatter.display(of: list))
            // An unsave on this screen keeps the selection's row number, clamped to the saves left.
            selection.clamp(count: list.saves.count)
            view?.showSelection(atRow: selection.index)
        case .failure(let error):
            view?.showError(SaveText.off(error))
        }
    }

    /// The screen front's ↑/↓ and pages: moves the selection by `rows`; past the last save, reads the next
    /// page of saves, and selects its first.
    public func moveSelection(by rows: Int) {
        switch selection.move(by: rows, count: list.saves.count) {
        case .stayed: return
        case .moved: view?.showSelection(atRow: selection.index)
        case .pastLastRow:
            let count = list.saves.count
            loadMore()
            selection.select(list.saves.count > count ? count : selection.index, count: list.saves.count)
            view?.showSelection(atRow: selection.index)
        }
    }

    /// Home: selects the first save.
    public func moveSelectionToFirst() {
        selection.moveToFirst()
        view?.showSelection(atRow: selection.index)
    }

    /// End: selects the last save read.
    public func moveSelectionToLast() {
        selection.moveToLast(count: list.saves.count)
        view?.showSelection(atRow: selection.index)
    }

    /// Enter: opens the selected save's question, as `open N` would; no saves, nothing to open.
    public func openSelection() {
        guard !list.saves.isEmpty else { return }
        openQuestion(atRow: selection.rowNumber)
    }

    /// s: every row here is saved, so it unsaves the selected one, as `unsave N` would.
    public func toggleSaveOfSelection() {
        guard !list.saves.isEmpty else { return }
        unsaveQuestion(atRow: selection.rowNumber)
    }
}
