import Entities
import Interactors

/// The list screen's state and the logic that changes it, for a view it does not know.
///
/// The view binds to `State` with `bind(_:)`: it gets the state at once, then
/// every change, and draws from it. It calls the inputs (`loadFirstPage()`,
/// `loadMore()`, …) for the user's commands. Opening a question leaves as an
/// intent to the `MVVMQuestionListNavigation` given at `init`.
@MainActor
public final class MVVMQuestionListViewModel: MVVMQuestionListEventHandler, MVVMQuestionListViewModelOutput,
    SavedQuestionsObserver
{
    /// The state now; every change is also sent to the bound observers.
    public private(set) var state: State {
        didSet { observers.publish(state) }
    }

    private let service: any QuestionService
    /// The saves, which this view model observes to derive each row's marker.
    private let saves: SavedQuestionsModel
    /// Which of the loaded rows are saved.
    private var marks: Set<Int> = []
    private let formatter: QuestionListFormatter
    private let navigation: any MVVMQuestionListNavigation
    private let observers = MVVMStateObservers<State>()
    private var list: QuestionList
    private var messageCount = 0
    /// The selection's arithmetic; `state.selection` publishes where it is.
    private var selection = RowSelection()
    /// Whether the page in flight was asked for by a move past the last row, and so takes the selection
    /// to its first new row when it comes.
    private var selectsNextPage = false
    /// The load in flight, if any (kudoleh's `moviesLoadTask`): a new intent cancels it.
    private let latestLoad: LatestLoad
    /// Every load the app has in flight, on any screen: the newest command stops them.
    private let loads: LoadTracker

    /// A view model for `query`, fetching from `service` in loads started through `loads`; choosing a
    /// question goes to `navigation`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, query: QuestionQuery, loads: LoadTracker,
        formatter: QuestionListFormatter,
        navigation: any MVVMQuestionListNavigation
    ) {
        let list = QuestionList(query: query)
        self.service = service
        self.saves = saves
        self.latestLoad = LatestLoad(through: loads)
        self.loads = loads
        self.formatter = formatter
        self.navigation = navigation
        self.list = list
        self.state = State(list: formatter.display(of: list))
        saves.addObserver(self)
    }

    /// Binds an observer: it gets the current state now, then every change.
    public func bind(_ observer: @escaping @MainActor (State) -> Void) {
        observers.add(observer, current: state)
    }

    // MARK: Inputs, one per command

    /// Loads page 1 of the query (the view appeared).
    public func loadFirstPage() {
        load(.firstPage, of: list.firstPageQuery)
    }

    /// `list`: the whole list again, without the marks of a refresh, without fetching.
    public func redisplayList() {
        update { state in
            state.list = formatter.display(of: list, saved: marks)
            state.listVersion += 1
        }
    }

    /// `open N`: asks navigation to open the question on row `number`, or says there is no such row.
    ///
    /// Typed on the question above the list, it reads the list's rows, and
    /// the new question takes the old one's place; beneath a question opened
    /// from its URL, the list has no rows until it is shown, so it says so and
    /// leaves the question (and its load) alone.
    public func openQuestion(atRow number: Int) {
        guard navigation.listHasAppeared else {
            refuseOpening(ListText.notShownYet(number))
            return
        }
        supersedeLoads()
        guard let question = list.question(atRow: number) else {
            refuseOpening(ListText.noSuchRow(number))
            return
        }
        navigation.openQuestion(id: question.id, site: list.query.site)
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

    /// `more`: appends the next page, or says there is none; while a page loads, it sends nothing.
    ///
    /// Typed on the question above the list, it leaves the question first. It stops no load: the page in
    /// flight answers `more` itself.
    public func loadMore() {
        if navigation.isQuestionOnTop {
            navigation.leaveScreenOnTop()
            navigation.showTopIfItNeverAppeared()
        }
        // The page in flight decides what "next" means: a second request would ask for the wrong page.
        guard !latestLoad.isRunning else {
            update { state in state.notice = nextMessage(ListText.stillLoading) }
            return
        }
        guard list.hasMore else {
            update { state in state.notice = nextMessage(ListText.noMoreQuestions) }
            return
        }
        load(.nextPage, of: list.nextPageQuery)
    }

    /// `refresh`: fetches page 1 again, marks what is new or updated and sums up what changed.
    public func refresh() {
        comeForward()
        load(.refresh, of: list.firstPageQuery, policy: .reload)
    }

    /// `tag NAME` or `tag`: page 1 for a tag, or for every tag when `nil`.
    public func filter(byTag tag: String?) {
        comeForward()
        load(.tag(tag), of: list.firstPageQuery(tag: tag))
    }

    /// `sort ORDER`: page 1 in another order.
    public func sort(by sort: QuestionSort) {
        comeForward()
        load(.sort(sort), of: list.firstPageQuery(sort: sort))
    }

    /// `search WORDS` or `search`: page 1 of the questions containing every word, with the same tag and
    /// order, or of every question when `nil`.
    public func search(for words: String?) {
        comeForward()
        load(.search(words), of: list.firstPageQuery(search: words))
    }

    /// Stops the load in flight, if any: nothing it fetched will change the state, and loading ends.
    public func cancelLoad() {
        guard latestLoad.cancel() else { return }
        update { state in state.isLoading = false }
    }

    /// `save N`: saves the question on row `number`; the answer becomes the state's notice.
    public func saveQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            return update { state in state.error = nextMessage(ListText.noSuchRow(number)) }
        }
        answer(saves.save(question))
    }

    /// `unsave N`: removes the question on row `number` from the saves; the answer becomes the notice.
    public func unsaveQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            return update { state in state.error = nextMessage(ListText.noSuchRow(number)) }
        }
        answer(saves.unsave(questionID: question.id))
    }

    /// `saved`: the newest command wins, so every load stops; then asks the coordinator for the saved
    /// screen.
    public func openSaved() {
        supersedeLoads()
        navigation.openSaved(site: list.query.site)
    }

    /// `back` on the list: there is nothing beneath it, and the notice says so.
    public func back() {
        supersedeLoads()
        update { state in state.notice = nextMessage(ListText.alreadyAtTheList) }
    }

    /// `list`, typed on any screen: every screen above the list leaves, and the list shows every loaded
    /// row again (or appears and loads, beneath a question opened from its URL).
    public func showList() {
        supersedeLoads()
        navigation.returnToList()
        navigation.showUncoveredScreen()
    }

    /// `user` reached the list: the error says it is a question's command.
    public func openUser() {
        update { state in state.error = nextMessage(formatter.words.notOnAQuestion) }
    }

    /// `save` without a row reached the list: the error says which to type.
    public func saveQuestion() {
        update { state in state.error = nextMessage(SaveText.needsARow(saving: true)) }
    }

    /// `unsave` without a row reached the list: the error says which to type.
    public func unsaveQuestion() {
        update { state in state.error = nextMessage(SaveText.needsARow(saving: false)) }
    }

    /// Ctrl-C: stops every load in flight and says so; with nothing loading, says how to leave.
    public func interrupt() {
        let text = Interruption.answer(
            hasLoadInFlight: loads.hasLoadInFlight, cancelEveryLoad: navigation.cancelEveryLoad,
            howToLeave: formatter.howToLeave)
        update { state in state.notice = nextMessage(text) }
    }

    /// The newest command wins, as a click on a link does while a page loads: every load in flight, on
    /// every screen, stops first.
    private func supersedeLoads() {
        if loads.hasLoadInFlight { navigation.cancelEveryLoad() }
    }

    /// Before a command of the list's own: typed on a screen above, the newest command wins, every screen
    /// above leaves, and the list appears now if it never has (beneath a question opened from its URL).
    private func comeForward() {
        supersedeLoads()
        guard navigation.hasScreenAboveList else { return }
        navigation.returnToList()
        navigation.showTopIfItNeverAppeared()
    }

    /// The saves changed: each row whose marker changed is formatted again, in the state, for the next
    /// draw, and the others keep what they show (a refresh's marks included); the line front's view draws
    /// nothing for it (the list's version is unchanged).
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        let before = marks
        marks = marks.applying(change, among: list.questions.map(\.id), model: saves)
        guard marks != before else { return }
        update { state in
            for (index, question) in list.questions.enumerated()
            where before.contains(question.id) != marks.contains(question.id)
                && state.list.rows.indices.contains(index)
            {
                if let row = formatter.row(index + 1, of: list, saved: marks) { state.list.rows[index] = row }
            }
        }
    }

    // MARK: The screen front's selection

    /// ↑/↓ and pages: moves the selection by `rows`; past the last row, loads the next page once, however
    /// many moves come while it loads, and selects its first new row when it comes.
    public func moveSelection(by rows: Int) {
        switch selection.move(by: rows, count: list.questions.count) {
        case .stayed: return
        case .moved: update { state in state.selection = selection.index }
        case .pastLastRow:
            update { state in state.selection = selection.index }
            guard !latestLoad.isRunning else { return }
            guard list.hasMore else {
                update { state in state.notice = nextMessage(ListText.noMoreQuestions) }
                return
            }
            load(.nextPage, of: list.nextPageQuery)
            selectsNextPage = true
        }
    }

    /// Home: selects the first row.
    public func moveSelectionToFirst() {
        selection.moveToFirst()
        update { state in state.selection = selection.index }
    }

    /// End: selects the last loaded row.
    public func moveSelectionToLast() {
        selection.moveToLast(count: list.questions.count)
        update { state in state.selection = selection.index }
    }

    /// Enter: opens the selected row's question, as `open N` would; an empty list has nothing to open.
    public func openSelection() {
        guard !list.questions.isEmpty else { return }
        openQuestion(atRow: selection.rowNumber)
    }

    /// s: saves the selected row's question, or unsaves it if it is saved.
    public func toggleSaveOfSelection() {
        guard let question = list.question(atRow: selection.rowNumber) else { return }
        if marks.contains(question.id) {
            unsaveQuestion(atRow: selection.rowNumber)
        } else {
            saveQuestion(atRow: selection.rowNumber)
        }
    }

    // MARK: Changing the state

    /// Fetches `query` for `fetch` as the latest load, which cancels the one in flight.
    ///
    /// The load holds the view model weakly, so a closed screen's view model
    /// is released with its load in flight; and it changes no state once
    /// cancelled, so a late answer never overwrites a newer one.
    private func load(_ fetch: ListFetch, of query: QuestionQuery, policy: FetchPolicy = .useCache) {
        // Loading ends for the load it replaces, and starts again for this one: the view sees both.
        cancelLoad()
        let previous = list.questions
        selectsNextPage = false
        update { state in state.isLoading = true }
        latestLoad.start { [service] () async throws(ServiceError) in
            try await service.questions(for: query, policy: policy)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let page): apply(page, of: fetch, for: query, previous: previous)
            case .failure(let error): fail(error, during: fetch)
            }
        }
    }

    /// Makes what `fetch` brought the state: the next page's rows appended, a refreshed list with its
    /// marks and summary, or a new first page, which only now becomes the list.
    private func apply(
        _ page: QuestionPage, of fetch: ListFetch, for query: QuestionQuery, previous: [Question]
    ) {
        switch fetch {
        case .nextPage:
            let added = list.appendNextPage(page)
            marks.formUnion(saves.marks(among: added.map(\.id)))
            let (rows, footer) = formatter.appended(added, to: list, saved: marks)
            if selectsNextPage, !added.isEmpty {
                selection.select(list.questions.count - added.count, count: list.questions.count)
            }
            selectsNextPage = false
            update { state in
                state.selection = selection.index
                state.list.rows += rows
                state.list.footer = footer
                state.pagesLoaded += 1
                state.hasMore = list.hasMore
                state.isLoading = false
            }
        case .refresh:
            let selected = previous.indices.contains(selection.index) ? previous[selection.index].id : nil
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            let (display, summary) = formatter.refreshed(list, previous: previous, saved: marks)
            selection.follow(questionID: selected, in: list.questions.map(\.id))
            update { state in
                state.selection = selection.index
                state.list = display
                state.listVersion += 1
                state.pagesLoaded = 1
                state.hasMore = list.hasMore
                state.isLoading = false
                state.notice = nextMessage(summary)
            }
        case .firstPage, .tag, .sort, .search:
            let selected = previous.indices.contains(selection.index) ? previous[selection.index].id : nil
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            selection.follow(questionID: selected, in: list.questions.map(\.id))
            update { state in
                state.selection = selection.index
                state.list = formatter.display(of: list, saved: marks)
                state.listVersion += 1
                state.pagesLoaded = 1
                state.hasMore = list.hasMore
                state.isLoading = false
            }
        }
    }

    private func fail(_ error: ServiceError, during fetch: ListFetch) {
        update { state in
            state.isLoading = false
            state.error = nextMessage(ErrorText.listFailed(error, retrying: fetch, words: formatter.words))
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

    private func nextMessage(_ text: String) -> ScreenMessage {
        messageCount += 1
        return ScreenMessage(text: text, number: messageCount)
    }
}
