import Entities
import Interactors

/// MVP's user presenter: fetches a user's page and pages their questions, formats them for a passive
/// view, and asks the navigator to open a question or to close the page.
@MainActor
public final class MVPUserPresenter: MVPUserEventHandler, SavedQuestionsObserver {
    private let service: any QuestionService
    /// The saves, which this presenter observes.
    private let saves: SavedQuestionsModel
    /// Which of the page's rows are saved: kept current as the saves tell of each change.
    private var marks: Set<Int> = []
    private let fetchUserPage: FetchUserPage
    private let userID: Int
    private let site: String
    private let pageSize: Int
    private let formatter: UserPageFormatter
    private let navigator: any MVPNavigation
    /// Weak: the view holds its presenter, not the other way round.
    private weak var view: (any MVPUserViewInterface)?
    /// The page as loaded so far, once its first load has arrived.
    private var page: UserPage?
    /// The load in flight, if any: the first one, or a next page.
    private let latestLoad: LatestLoad
    /// The selected question on the screen front (docs/Questions.docc/Roles.md: MVP's presenter).
    private var selection = RowSelection()
    /// Whether the page in flight was asked for by a move past the last row.
    private var selectsNextPage = false
    /// Every load the app has in flight, on any screen: the newest command stops them.
    private let loads: LoadTracker

    /// A presenter for the page of user `userID` of `site`, `pageSize` questions a page, fetched from
    /// `service` in loads started through `loads`; a chosen question, and `back`, go to `navigator`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, userID: Int, site: String, pageSize: Int,
        formatter: UserPageFormatter, loads: LoadTracker, navigator: any MVPNavigation
    ) {
        self.service = service
        self.saves = saves
        self.fetchUserPage = FetchUserPage(service: service)
        self.userID = userID
        self.site = site
        self.pageSize = pageSize
        self.formatter = formatter
        self.loads = loads
        self.latestLoad = LatestLoad(through: loads)
        self.navigator = navigator
        saves.addObserver(self)
    }

    /// Gives the presenter its view, held weakly.
    public func attach(_ view: any MVPUserViewInterface) {
        self.view = view
    }

    /// Fetches the user and their first page of questions, and shows them or what went wrong.
    ///
    /// Like every load here, it holds this presenter weakly and
    /// shows nothing once cancelled: a page that arrives after
    /// `back` never lands on the screen beneath.
    public func viewDidLoad() {
        view?.showLoading()
        latestLoad.start { [fetchUserPage, userID, site, pageSize] () async throws(ServiceError) in
            try await fetchUserPage(userID: userID, site: site, pageSize: pageSize)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let page):
                self.page = page
                marks = saves.marks(among: page.questions.map(\.id))
                view?.show(formatter.display(of: page, saved: marks))
            case .failure(let error):
                view?.showError(UserText.pageFailed(error, words: formatter.words))
            }
        }
    }

    /// `open N`: asks the navigator for the question on row `number`, or says there is no such row.
    ///
    /// Typed on the question above the page, the new question takes the old one's place.
    public func openQuestion(atRow number: Int) {
        supersedeLoads()
        guard let question = page?.question(atRow: number) else {
            refuseOpening(UserText.noSuchRow(number))
            return
        }
        navigator.showQuestion(id: question.id, site: site)
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

    /// `more`: fetches the next page of questions and shows only its new rows.
    ///
    /// Typed on the question above the page, it leaves the question first. It stops no load: the page in
    /// flight answers `more` itself.
    public func loadMore() {
        selectsNextPage = false
        if navigator.isQuestionOnTop {
            navigator.leaveScreenOnTop()
            navigator.showTopIfItNeverAppeared()
        }
        guard !latestLoad.isRunning else {
            view?.showNotice(ListText.stillLoading)
            return
        }
        guard let page, page.hasMore else {
            view?.showNotice(ListText.noMoreQuestions)
            return
        }
        let query = page.nextPageQuery
        view?.showLoading()
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
                view?.showMore(rows, footer: footer)
                if selectsNextPage, !added.isEmpty {
                    selection.select(page.questions.count - added.count, count: page.questions.count)
                    view?.showSelection(atRow: selection.index)
                }
                selectsNextPage = false
            case .failure(let error):
                view?.showError(ErrorText.listFailed(error, retrying: .nextPage, words: formatter.words))
            }
        }
    }

    /// Stops the load in flight, if any: nothing it fetched will be shown.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// Ctrl-C with this screen on top: every load stops and this screen says so; with nothing loading, it
    /// says how to leave, where the user is looking.
    public func interrupt() {
        view?.showNotice(
            Interruption.answer(
                hasLoadInFlight: loads.hasLoadInFlight, cancelEveryLoad: navigator.cancelEveryLoad,
                howToLeave: formatter.howToLeave))
    }

    /// `back`: every load stops, the page closes, and the question beneath shows again.
    public func back() {
        supersedeLoads()
        goBack()
        navigator.showUncoveredScreen()
    }

    /// The newest command wins: every load in flight, on every screen, stops first.
    private func supersedeLoads() {
        if loads.hasLoadInFlight { navigator.cancelEveryLoad() }
    }

    /// Leaves: cancels the load in flight, then asks the navigator to close the page.
    public func goBack() {
        cancelLoad()
        navigator.closeUser()
    }

    /// Shows the page again with its current marks, when it has been shown.
    ///
    /// A page never shown (its load cancelled by `saved` typed above it, or failed) loads again.
    public func redisplay() {
        if let page {
            view?.show(formatter.display(of: page, saved: marks))
        } else if !latestLoad.isRunning {
            viewDidLoad()
        }
    }

    /// `save N`: saves the question on row `number` and tells the view the answer.
    public func saveQuestion(atRow number: Int) {
        guard let question = page?.question(atRow: number) else {
            view?.showError(UserText.noSuchRow(number))
            return
        }
        view?.showAnswer(to: saves.save(question))
    }

    /// `unsave N`: removes the question on row `number` from the saves and tells the view the answer.
    public func unsaveQuestion(atRow number: Int) {
        guard let question = page?.question(atRow: number) else {
            view?.showError(UserText.noSuchRow(number))
            return
        }
        view?.showAnswer(to: saves.unsave(questionID: question.id))
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

    /// `saved`: the newest command wins, so every load stops; then asks the navigator for the saved screen.
    public func openSaved() {
        supersedeLoads()
        navigator.showSaved(site: site)
    }

    /// The saves changed: the marks follow, for the next time the view is shown.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        let before = marks
        marks = marks.applying(change, among: page?.questions.map(\.id) ?? [], model: saves)
        guard let page else { return }
        for (index, question) in page.questions.enumerated()
        where before.contains(question.id) != marks.contains(question.id) {
            if let row = formatter.row(index + 1, of: page, saved: marks) { view?.showRow(row) }
        }
    }

    /// The screen front's ↑/↓ and pages: moves the selection by `rows`; past the last question, loads the
    /// next page once, and selects its first new question when it comes.
    public func moveSelection(by rows: Int) {
        switch selection.move(by: rows, count: page?.questions.count ?? 0) {
        case .stayed: return
        case .moved: view?.showSelection(atRow: selection.index)
        case .pastLastRow:
            view?.showSelection(atRow: selection.index)
            guard !latestLoad.isRunning else { return }
            loadMore()
            selectsNextPage = latestLoad.isRunning
        }
    }

    /// Home: selects the first question.
    public func moveSelectionToFirst() {
        selection.moveToFirst()
        view?.showSelection(atRow: selection.index)
    }

    /// End: selects the last loaded question.
    public func moveSelectionToLast() {
        selection.moveToLast(count: page?.questions.count ?? 0)
        view?.showSelection(atRow: selection.index)
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

}
