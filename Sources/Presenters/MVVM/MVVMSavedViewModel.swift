import Entities
import Interactors

/// MVVM's saved-screen view model: reads the saves page by page into a state the view binds to.
///
/// The saves are on disk, so nothing here waits. Like every view model it
/// observes the saves; told of a change, it notes that its state is stale
/// and reads the saves again when the view next asks to draw it.
@MainActor
public final class MVVMSavedViewModel: MVVMSavedEventHandler, MVVMSavedViewModelOutput, SavedQuestionsObserver
{
    /// Everything the saved screen shows.
    public struct State: Hashable, Sendable {
        /// The screen: the header, the saves shown, the footer.
        public var list: QuestionListDisplay
        /// Changes when the whole screen is to be drawn.
        public var listVersion = 0
        /// Changes when a page is added under the rows drawn.
        public var pagesLoaded = 0
        /// The latest one-line notice.
        public var notice: ScreenMessage?
        /// The latest one-line error.
        public var error: ScreenMessage?
        /// The selected save on the screen front, from 0 (docs/Questions.docc/Roles.md: MVVM's view model).
        public var selection = 0

        /// A state showing `list`.
        public init(list: QuestionListDisplay) {
            self.list = list
        }
    }

    /// The state now; every change is published to the bound view.
    public private(set) var state: State {
        didSet { observers.publish(state) }
    }

    private let saves: SavedQuestionsModel
    private let formatter: SavedListFormatter
    private let navigation: any MVVMSavedNavigation
    /// Every load the app has in flight, on any screen: the newest command stops them.
    private let loads: LoadTracker
    private let observers = MVVMStateObservers<State>()
    private var list: SavedList
    private var messageCount = 0
    /// Whether the saves changed since they were read.
    private var isStale = false
    /// The selection's arithmetic; `state.selection` publishes where it is.
    private var selection = RowSelection()

    /// A view model of the saves in `saves`, `pageSize` a page, formatted by `formatter`; its intents go to
    /// `navigation`, and a command that moves on stops the loads `loads` tracks.
    public init(
        saves: SavedQuestionsModel, pageSize: Int, formatter: SavedListFormatter, loads: LoadTracker,
        navigation: any MVVMSavedNavigation
    ) {
        let list = SavedList(site: saves.site, pageSize: pageSize)
        self.saves = saves
        self.loads = loads
        self.formatter = formatter
        self.navigation = navigation
        self.list = list
        self.state = State(list: formatter.display(of: list))
        saves.addObserver(self)
    }

    /// Calls `observer` with the state now and after every change.
    public func bind(_ observer: @escaping @MainActor (State) -> Void) {
        observers.add(observer, current: state)
    }

    // MARK: Inputs

    /// Reads the first page of saves.
    public func loadFirstPage() {
        readAgain(atLeast: list.pageSize)
    }

    /// The whole screen again, read again first if the saves changed, and formatted anew either way, so its
    /// ages are counted from now, as every drawing's are.
    public func redisplay() {
        guard !isStale else { return readAgain(atLeast: list.saves.count) }
        update { state in
            state.list = formatter.display(of: list)
            state.listVersion += 1
        }
    }

    /// `open N`: asks the coordinator for the question on row `number`, or says there is no such row.
    ///
    /// Typed on the question above the screen, the new question takes the old one's place.
    public func openQuestion(atRow number: Int) {
        supersedeLoads()
        guard let question = list.question(atRow: number) else {
            return refuseOpening(ListText.noSuchRow(number))
        }
        navigation.openQuestion(id: question.id, site: list.site)
    }

    /// Says `text`, a refusal of `open N`, where the user is looking: on the question on top when `open N`
    /// was typed there (this screen, beneath it, is covered on the screen front), else in this state.
    private func refuseOpening(_ text: String) {
        if navigation.isQuestionOnTop {
            navigation.showErrorOnQuestion(text)
        } else {
            update { state in state.error = nextMessage(text) }
        }
    }

    /// `more`: reads the next page of saves into the state.
    ///
    /// Typed on the question above the screen, it leaves the question first.
    public func loadMore() {
        if navigation.isQuestionOnTop {
            navigation.leaveScreenOnTop()
            navigation.showTopIfItNeverAppeared()
        }
        guard list.hasMore else {
            return update { state in state.notice = nextMessage(SaveText.noMore) }
        }
        switch saves.nextSaves(of: list) {
        case .success(let (next, added)):
            list = next
            let (rows, footer) = formatter.appended(added.map(\.question), to: list)
            update { state in
                state.list.rows += rows
                state.list.footer = footer
                state.pagesLoaded += 1
            }
        case .failure(let error):
            update { state in state.error = nextMessage(SaveText.off(error)) }
        }
    }

    /// `save N`: every row here is saved; the saves say so.
    public func saveQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            return update { state in state.error = nextMessage(ListText.noSuchRow(number)) }
        }
        answer(saves.save(question))
    }

    /// `unsave N`: removes the question on row `number` from the saves, then reads them again, renumbered.
    public func unsaveQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            return update { state in state.error = nextMessage(ListText.noSuchRow(number)) }
        }
        let outcome = saves.unsave(questionID: question.id)
        answer(outcome)
        if outcome == .removed { readAgain(atLeast: list.saves.count - 1) }
    }

    /// Leaves: asks the coordinator to close the screen.
    public func goBack() {
        navigation.closeSaved()
    }

    /// `user` typed on this screen: the error says it is a question's command.
    public func openUser() {
        update { state in state.error = nextMessage(formatter.words.notOnAQuestion) }
    }

    /// `save` without a row typed on this screen: the error says which to type.
    public func saveQuestion() {
        update { state in state.error = nextMessage(SaveText.needsARow(saving: true)) }
    }

    /// `unsave` without a row typed on this screen: the error says which to type.
    public func unsaveQuestion() {
        update { state in state.error = nextMessage(SaveText.needsARow(saving: false)) }
    }

    /// `saved` typed here: the newest command wins, so every load stops; then the saves are shown again.
    public func openSaved() {
        supersedeLoads()
        redisplay()
    }

    /// `back`: every load stops, the screen closes, and the one beneath shows again.
    public func back() {
        supersedeLoads()
        goBack()
        navigation.showUncoveredScreen()
    }

    /// The newest command wins: every load in flight, on every screen, stops first.
    private func supersedeLoads() {
        if loads.hasLoadInFlight { navigation.cancelEveryLoad() }
    }

    /// The saves changed: read them again when the view next asks to draw.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        isStale = true
    }

    // MARK: The screen front's selection

    /// ↑/↓ and pages: moves the selection by `rows`; past the last save, reads the next page of saves and
    /// selects its first.
    public func moveSelection(by rows: Int) {
        switch selection.move(by: rows, count: list.saves.count) {
        case .stayed: return
        case .moved: update { state in state.selection = selection.index }
        case .pastLastRow:
            let count = list.saves.count
            loadMore()
            selection.select(list.saves.count > count ? count : selection.index, count: list.saves.count)
            update { state in state.selection = selection.index }
        }
    }

    /// Home: selects the first save.
    public func moveSelectionToFirst() {
        selection.moveToFirst()
        update { state in state.selection = selection.index }
    }

    /// End: selects the last save read.
    public func moveSelectionToLast() {
        selection.moveToLast(count: list.saves.count)
        update { state in state.selection = selection.index }
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

    // MARK: Changing the state

    /// Reads the most recent saves again, as many as were shown (a page at least), as a whole new screen.
    private func readAgain(atLeast count: Int) {
        isStale = false
        switch saves.firstSaves(atLeast: count, pageSize: list.pageSize) {
        case .success(let read):
            list = read
            // An unsave on this screen keeps the selection's row number, clamped to the saves left.
            selection.clamp(count: list.saves.count)
            update { state in
                state.selection = selection.index
                state.list = formatter.display(of: list)
                state.listVersion += 1
                state.pagesLoaded = 1
            }
        case .failure(let error):
            update { state in state.error = nextMessage(SaveText.off(error)) }
        }
    }

    private func answer(_ outcome: SaveOutcome) {
        let message = nextMessage(SaveText.answer(to: outcome))
        update { state in
            if SaveText.isError(outcome) { state.error = message } else { state.notice = message }
        }
    }

    private func update(_ change: (inout State) -> Void) {
        var next = state
        change(&next)
        state = next
    }

    /// Ctrl-C with this screen on top: every load stops and the state says so; with nothing loading, it
    /// says how to leave, where the user is looking.
    public func interrupt() {
        let text = Interruption.answer(
            hasLoadInFlight: loads.hasLoadInFlight, cancelEveryLoad: navigation.cancelEveryLoad,
            howToLeave: formatter.howToLeave)
        update { state in state.notice = nextMessage(text) }
    }

    private func nextMessage(_ text: String) -> ScreenMessage {
        messageCount += 1
        return ScreenMessage(text: text, number: messageCount)
    }
}
