import Entities
import Interactors

/// A user's page: its state and the logic that fills it, for a view it does not know.
///
/// Opening a question and going back leave as intents to the `MVVMUserNavigation` given at `init`.
@MainActor
public final class MVVMUserViewModel: MVVMUserEventHandler, MVVMUserViewModelOutput, SavedQuestionsObserver {
    /// Everything the user's page shows, as one value.
    public struct State: Hashable, Sendable {
        /// The page as it reads on screen, once its first load has arrived: the user, every question
        /// loaded so far, and the footer.
        public var page: UserPageDisplay?
        /// How many pages of questions the page holds; `more` adds one, so a view can tell "print the
        /// new rows" from "print the whole page".
        public var pagesLoaded = 0
        /// Changes when the whole page is to be drawn again: the screen above it closed.
        public var pageVersion = 0
        /// Whether a fetch is under way.
        public var isLoading = false
        /// The latest notice, such as "No more questions."
        public var notice: ScreenMessage?
        /// The latest error, with what to do next.
        public var error: ScreenMessage?
        /// The selected question on the screen front, from 0 (docs/Questions.docc/Roles.md: MVVM's view model).
        public var selection = 0

        /// The state before anything was fetched.
        public init() {}
    }

    /// The state now; every change is also sent to the bound observers.
    public private(set) var state = State() {
        didSet { observers.publish(state) }
    }

    private let service: any QuestionService
    /// The saves, which this view model observes to derive each row's marker.
    private let saves: SavedQuestionsModel
    /// Which of the page's rows are saved.
    private var marks: Set<Int> = []
    private let fetchUserPage: FetchUserPage
    private let userID: Int
    private let site: String
    private let pageSize: Int
    private let formatter: UserPageFormatter
    private let navigation: any MVVMUserNavigation
    private let observers = MVVMStateObservers<State>()
    private var messageCount = 0
    /// The selection's arithmetic; `state.selection` publishes where it is.
    private var selection = RowSelection()
    /// Whether the page in flight was asked for by a move past the last question.
    private var selectsNextPage = false
    /// The page as loaded so far, once its first load has arrived.
    private var page: UserPage?
    /// The load in flight, if any: the first one, or a next page.
    private let latestLoad: LatestLoad
    /// Every load the app has in flight, on any screen: the newest command stops them.
    private let loads: LoadTracker

    /// A view model for the page of user `userID` of `site`, `pageSize` questions a page, fetched from
    /// `service` in loads started through `loads`; a chosen question, and `back`, go to `navigation`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, userID: Int, site: String, pageSize: Int,
        loads: LoadTracker, formatter: UserPageFormatter, navigation: any MVVMUserNavigation
    ) {
        self.service = service
        self.saves = saves
        self.fetchUserPage = FetchUserPage(service: service)
        self.userID = userID
        self.site = site
        self.pageSize = pageSize
        self.latestLoad = LatestLoad(through: loads)
        self.loads = loads
        self.formatter = formatter
        self.navigation = navigation
        saves.addObserver(self)
    }

    /// Binds an observer: it gets the current state now, then every change.
    public func bind(_ observer: @escaping @MainActor (State) -> Void) {
        observers.add(observer, current: state)
    }

    // MARK: Inputs

    /// Fetches the user and their first questions (the view appeared), in a load that holds this view
    /// model weakly, so that it is released when its screen closes with the load in flight.
    public func loadPage() {
        update { state in state.isLoading = true }
        latestLoad.start { [fetchUserPage, userID, site, pageSize] () async throws(ServiceError) in
            try await fetchUserPage(userID: userID, site: site, pageSize: pageSize)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let page):
                self.page = page
                marks = saves.marks(among: page.questions.map(\.id))
                update { state in
                    state.page = formatter.display(of: page, saved: marks)
                    state.pagesLoaded = 1
                    state.isLoading = false
                }
            case .failure(let error):
                fail(with: UserText.pageFailed(error, words: formatter.words))
            }
        }
    }

    /// The whole page again (the screen above it closed): formatted anew, so its ages are counted from now,
    /// as every drawing's are; a page never shown (its load cancelled, or failed) loads again.
    public func redisplay() {
        guard let page else {
            if !state.isLoading { loadPage() }
            return
        }
        update { state in
            state.page = formatter.display(of: page, saved: marks)
            state.pageVersion += 1
        }
    }

    /// `open N`: asks navigation to open the question on row `number`, or says there is no such row.
    ///
    /// Typed on the question above the page, the new question takes the old one's place.
    public func openQuestion(atRow number: Int) {
        supersedeLoads()
        guard let question = page?.question(atRow: number) else {
            refuseOpening(UserText.noSuchRow(number))
            return
        }
        navigation.openQuestion(id: question.id, site: site)
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

    /// `more`: appends the next page of questions, or says there is none.
    ///
    /// Typed on the question above the page, it leaves the question first. It stops no load: the page in
    /// flight answers `more` itself.
    public func loadMore() {
        if navigation.isQuestionOnTop {
            navigation.leaveScreenOnTop()
            navigation.showTopIfItNeverAppeared()
        }
        guard !latestLoad.isRunning else {
            update { state in state.notice = nextMessage(ListText.stillLoading) }
            return
        }
        guard let page, page.hasMore else {
            update { state in state.notice = nextMessage(ListText.noMoreQuestions) }
            return
        }
        let query = page.nextPageQuery
        selectsNextPage = false
        update { state in state.isLoading = true }
        latestLoad.start { [service] () async throws(ServiceError) in
            try await service.questions(of: query)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let next):
                guard var page = self.page else { return }
                let added = page.appendNextPage(next)
                self.page = page
                marks.formUnion(saves.marks(among: added.map(\.id)))
                let (rows, footer) = formatter.appended(added, to: page, saved: marks)
                if selectsNextPage, !added.isEmpty {
                    selection.select(page.questions.count - added.count, count: page.questions.count)
                }
                selectsNextPage = false
                update { state in
                    state.selection = selection.index
                    state.page?.rows += rows
                    state.page?.footer = footer
                    state.pagesLoaded += 1
                    state.isLoading = false
                }
            case .failure(let error):
                fail(with: ErrorText.listFailed(error, retrying: .nextPage, words: formatter.words))
            }
        }
    }

    /// Stops the load in flight, if any: nothing it fetched will change the state, and loading ends.
    public func cancelLoad() {
        guard latestLoad.cancel() else { return }
        update { state in state.isLoading = false }
    }

    /// `back`: every load stops, the page closes, and the question beneath shows again.
    public func back() {
        supersedeLoads()
        goBack()
        navigation.showUncoveredScreen()
    }

    /// The newest command wins: every load in flight, on every screen, stops first.
    private func supersedeLoads() {
        if loads.hasLoadInFlight { navigation.cancelEveryLoad() }
    }

    /// Leaves: cancels the load in flight, then asks navigation to close the page.
    public func goBack() {
        cancelLoad()
        navigation.closeUser()
    }

    /// `save N`: saves the question on row `number`; the answer becomes the state's notice.
    public func saveQuestion(atRow number: Int) {
        guard let question = page?.question(atRow: number) else {
            return update { state in state.error = nextMessage(UserText.noSuchRow(number)) }
        }
        answer(saves.save(question))
    }

    /// `unsave N`: removes the question on row `number` from the saves; the answer becomes the notice.
    public func unsaveQuestion(atRow number: Int) {
        guard let question = page?.question(atRow: number) else {
            return update { state in state.error = nextMessage(UserText.noSuchRow(number)) }
        }
        answer(saves.unsave(questionID: question.id))
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

    /// `saved`: the newest command wins, so every load stops; then asks the coordinator for the saved
    /// screen.
    public func openSaved() {
        supersedeLoads()
        navigation.openSaved(site: site)
    }

    /// The saves changed: each row's marker is derived again, in the state, for the next draw; the view
    /// draws nothing for it (no page was loaded).
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        guard let page else { return }
        let before = marks
        marks = marks.applying(change, among: page.questions.map(\.id), model: saves)
        guard marks != before else { return }
        // Only the rows whose marker changed are formatted again; the others keep what they show.
        update { state in
            for (index, question) in page.questions.enumerated()
            where before.contains(question.id) != marks.contains(question.id)
                && state.page?.rows.indices.contains(index) == true
            {
                if let row = formatter.row(index + 1, of: page, saved: marks) {
                    state.page?.rows[index] = row
                }
            }
        }
    }

    // MARK: The screen front's selection

    /// ↑/↓ and pages: moves the selection by `rows`; past the last question, loads the next page once, and
    /// selects its first new question when it comes.
    public func moveSelection(by rows: Int) {
        switch selection.move(by: rows, count: page?.questions.count ?? 0) {
        case .stayed: return
        case .moved: update { state in state.selection = selection.index }
        case .pastLastRow:
            update { state in state.selection = selection.index }
            guard !latestLoad.isRunning else { return }
            loadMore()
            selectsNextPage = latestLoad.isRunning
        }
    }

    /// Home: selects the first question.
    public func moveSelectionToFirst() {
        selection.moveToFirst()
        update { state in state.selection = selection.index }
    }

    /// End: selects the last loaded question.
    public func moveSelectionToLast() {
        selection.moveToLast(count: page?.questions.count ?? 0)
        update { state in state.selection = selection.index }
    }

    /// Enter: opens the selected question, as `open N` would; a page with none has nothing to open.
    public func openSelection() {
        guard page?.questions.isEmpty == false else { return }
        openQuestion(atRow: selection.rowNumber)
    }

    /// s: saves the selected question, or unsaves it if it is saved.
    public func toggleSaveOfSelection() {
        guard let question = page?.question(atRow: selection.rowNumber) else { return }
        if marks.contains(question.id) {
            unsaveQuestion(atRow: selection.rowNumber)
        } else {
            saveQuestion(atRow: selection.rowNumber)
        }
    }

    // MARK: Changing the state

    private func fail(with text: String) {
        update { state in
            state.isLoading = false
            state.error = nextMessage(text)
        }
    }

    /// A save's answer, as the state's notice or error.
    private func answer(_ outcome: SaveOutcome) {
        let message = nextMessage(SaveText.answer(to: outcome))
        update { state in
            if SaveText.isError(outcome) { state.error = message } else { state.notice = message }
        }
    }

    /// Applies `change` to a copy and publishes the result once, so observers never see half a change.
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
