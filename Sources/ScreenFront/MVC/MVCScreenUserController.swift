import Entities
import Interactors
import Presenters
import TerminalUI

/// MVC's user controller on the screen front: fetches a user's page, formats it for its view, pages it,
/// pushes the questions opened from it, pops itself, and keeps the selection, the scroll and the typed
/// line (SPEC §8).
///
/// It repeats the line front's `MVCUserController`, sharing its models and
/// pure rules: a new view, a new controller.
@MainActor
public final class MVCScreenUserController: UserScreen, SavedQuestionsObserver, FrameScreen {
    private let service: any QuestionService
    /// The model object of the saves, shared by every controller; this one registers with it.
    private let saves: SavedQuestionsModel
    /// Which of the page's rows are saved: kept current as the model tells of each change.
    private var marks: Set<Int> = []
    private let fetchUserPage: FetchUserPage
    private let userID: Int
    private let site: String
    private let formatters: ScreenFormatters
    private let pageSize: Int
    private let view: any MVCScreenUserView
    /// Weak: the stack keeps this controller, not the other way round.
    private weak var navigation: ScreenStack?
    /// Makes the views of the controllers this one pushes.
    private let views: any MVCScreenViewFactory
    private let loads: LoadTracker
    /// The page as loaded so far, once its first load has arrived.
    private var page: UserPage?
    /// The load in flight, if any: the first one, or a next page.
    private let latestLoad: LatestLoad
    /// The selected row, the controller's own.
    private var selection = RowSelection()
    /// Whether the page in flight was asked for by a move past the last row, and so takes the selection.
    private var selectsNextPage = false
    /// The scroll, the controller's own; its view lays it out.
    private var viewport = RowsViewport()

    /// The line being typed after `:` or `/`, the controller's own.
    public private(set) var commandLine: CommandLineText?

    /// A controller for the page of user `userID` of `site`, `pageSize` questions a page, loading through
    /// `loads` and drawing on `view`; it pushes question controllers on `navigation`, their views and
    /// those of the controllers they push made by `views`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, userID: Int, site: String,
        formatters: ScreenFormatters, pageSize: Int, loads: LoadTracker, view: any MVCScreenUserView,
        navigation: ScreenStack, views: any MVCScreenViewFactory
    ) {
        self.service = service
        self.saves = saves
        self.fetchUserPage = FetchUserPage(service: service)
        self.userID = userID
        self.site = site
        self.formatters = formatters
        self.pageSize = pageSize
        self.loads = loads
        self.latestLoad = LatestLoad(through: loads)
        self.view = view
        self.navigation = navigation
        self.views = views
        saves.addObserver(self)
    }

    /// Fetches the user and their first page of questions, and shows them or what went wrong; a page that
    /// arrives after `back` never lands on the screen beneath (the load holds this controller weakly and
    /// shows nothing once cancelled).
    public func viewDidLoad() {
        view.showLoading()
        latestLoad.start { [fetchUserPage, userID, site, pageSize] () async throws(ServiceError) in
            try await fetchUserPage(userID: userID, site: site, pageSize: pageSize)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let page):
                self.page = page
                marks = saves.marks(among: page.questions.map(\.id))
                view.show(formatters.user.display(of: page, saved: marks))
            case .failure(let error):
                view.showError(UserText.pageFailed(error, words: formatters.user.words))
            }
        }
    }

    /// `open N`: pushes a controller for the question on row `number`, or says there is no such row, on the
    /// question it was typed on if there is one.
    public func openQuestion(atRow number: Int) {
        guard let question = page?.question(atRow: number) else {
            refuseOpening(UserText.noSuchRow(number), navigation: navigation, ownView: view.showError)
            return
        }
        guard let navigation else { return }
        navigation.push(
            MVCScreenQuestionController(
                service: service, saves: saves, questionID: question.id, site: site, formatters: formatters,
                pageSize: pageSize, loads: loads, view: views.makeQuestionView(), navigation: navigation,
                views: views))
    }

    /// `more`: fetches the user's next page of questions and shows only its new rows.
    public func loadMore() {
        selectsNextPage = false
        guard !latestLoad.isRunning else {
            view.showNotice(ListText.stillLoading)
            return
        }
        guard let page, page.hasMore else {
            view.showNotice(ListText.noMoreQuestions)
            return
        }
        let query = page.nextPageQuery
        view.showLoading()
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
                let (rows, footer) = formatters.user.appended(added, to: page, saved: marks)
                view.showMore(rows, footer: footer)
                if selectsNextPage, !added.isEmpty {
                    selection.select(page.questions.count - added.count, count: page.questions.count)
                }
                selectsNextPage = false
            case .failure(let error):
                view.showError(ErrorText.listFailed(error, retrying: .nextPage, words: formatters.user.words))
            }
        }
    }

    /// Stops the load in flight, if any: nothing it fetched will be shown.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// The question above has closed: the view shows the page again; a page never shown (its load
    /// cancelled, or failed) loads again.
    public func redisplay() {
        if let page {
            view.show(formatters.user.display(of: page, saved: marks))
        } else if !latestLoad.isRunning {
            viewDidLoad()
        }
    }

    /// `save N`: tells the model to save the question on row `number`; the model tells every controller.
    public func saveQuestion(atRow number: Int) {
        guard let question = page?.question(atRow: number) else {
            return view.showError(UserText.noSuchRow(number))
        }
        view.showAnswer(to: saves.save(question))
    }

    /// `unsave N`: tells the model to remove the question on row `number` from the saves.
    public func unsaveQuestion(atRow number: Int) {
        guard let question = page?.question(atRow: number) else {
            return view.showError(UserText.noSuchRow(number))
        }
        view.showAnswer(to: saves.unsave(questionID: question.id))
    }

    /// `saved`: pushes the saved screen's controller.
    public func openSaved() {
        guard let navigation else { return }
        navigation.push(
            MVCScreenSavedController(
                service: service, saves: saves, formatters: formatters, pageSize: pageSize, loads: loads,
                view: views.makeSavedView(), navigation: navigation, views: views))
    }

    /// The model says the saves changed: the marks follow, and each row whose mark changed is drawn again
    /// in place.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        guard let page else { return }
        let before = marks
        marks = marks.applying(change, among: page.questions.map(\.id), model: saves)
        for (index, question) in page.questions.enumerated()
        where before.contains(question.id) != marks.contains(question.id) {
            if let row = formatters.user.row(index + 1, of: page, saved: marks) { view.showRow(row) }
        }
    }

    /// `back`: cancels the load in flight, then pops this controller off the stack.
    public func goBack() {
        cancelLoad()
        navigation?.pop()
    }
}

// MARK: - The keys

extension MVCScreenUserController {
    /// A user's page gives the top line nothing of its own.
    public var heading: String? { nil }

    /// Asks the view to draw the page with the selection in sight, scrolled where the controller keeps it.
    public func draw(in frame: inout Frame) {
        view.draw(selected: selection.index, viewport: &viewport, commandLine: commandLine, in: &frame)
    }

    /// Takes a key: the typed line's, or a move, Enter or s, which it decides as it decides commands.
    public func respond(to event: ViewEvent) {
        view.clearMessage()
        guard !commandLine.take(event) else { return }
        let count = page?.questions.count ?? 0
        switch event {
        case .move(let rows): moveSelection(by: rows)
        case .page(let pages): moveSelection(by: pages * view.rowsOnScreen(viewport: viewport))
        case .moveToFirst: selection.moveToFirst()
        case .moveToLast: selection.moveToLast(count: count)
        case .openSelection:
            guard count > 0 else { return }
            _ = respond(to: .command(.open(number: selection.rowNumber)), isFirstResponder: true)
        case .toggleSave:
            guard let question = page?.question(atRow: selection.rowNumber) else { return }
            let number = selection.rowNumber
            if marks.contains(question.id) {
                unsaveQuestion(atRow: number)
            } else {
                saveQuestion(atRow: number)
            }
        case .openCommandLine, .editCommandLine, .closeCommandLine: break
        }
    }

    /// ↑/↓ and pages: moves the selection by `rows`; past the last question, loads the next page once,
    /// and selects its first new question when it comes.
    private func moveSelection(by rows: Int) {
        guard case .pastLastRow = selection.move(by: rows, count: page?.questions.count ?? 0) else { return }
        guard !latestLoad.isRunning else { return }
        loadMore()
        selectsNextPage = latestLoad.isRunning
    }
}

// MARK: - The responder chain

extension MVCScreenUserController: Responder {
    /// Takes what a screen of rows pushed above the list takes (`respondAsPushedScreenListing`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { view.clearMessage() }
        return respondAsPushedScreenListing(
            self, to: event, isFirstResponder: isFirstResponder, navigation: navigation, loads: loads,
            words: formatters.user.words, refuse: view.showError,
            interrupt: { [view, loads, navigation, formatters] in
                view.showNotice(
                    Interruption.answer(
                        hasLoadInFlight: loads.hasLoadInFlight,
                        cancelEveryLoad: { navigation?.cancelLoads() },
                        howToLeave: formatters.user.howToLeave))
            })
    }
}
