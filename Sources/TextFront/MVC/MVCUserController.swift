import Entities
import Interactors
import Presenters
import TerminalUI

/// MVC's user controller: fetches a user's page, formats it for the view, pages it with `more`, pushes
/// the questions opened from it, and pops itself.
@MainActor
public final class MVCUserController: UserScreen, SavedQuestionsObserver {
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
    private let view: any UserPageDisplaying
    /// Weak: the stack keeps this controller, not the other way round.
    private weak var navigation: ScreenStack?
    /// Makes the views of the controllers this one pushes.
    private let views: any MVCViewFactory
    private let loads: LoadTracker
    /// The page as loaded so far, once its first load has arrived.
    private var page: UserPage?
    /// The load in flight, if any: the first one, or a next page.
    private let latestLoad: LatestLoad

    /// A controller for the page of user `userID` of `site`, `pageSize` questions a page, loading through
    /// `loads` and drawing on `view`; it pushes question controllers on `navigation`, their views and
    /// those of the controllers they push made by `views`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, userID: Int, site: String,
        formatters: ScreenFormatters, pageSize: Int,
        loads: LoadTracker, view: any UserPageDisplaying, navigation: ScreenStack,
        views: any MVCViewFactory
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

    /// Fetches the user and their first page of questions, and shows them or what went wrong.
    ///
    /// Like every load here, it holds this controller weakly and shows
    /// nothing once cancelled: a page that arrives after
    /// `back` never lands on the screen beneath.
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
                view.showError(UserText.pageFailed(error))
            }
        }
    }

    /// `open N`: pushes a controller for the question on row `number`, or says there is no such row.
    public func openQuestion(atRow number: Int) {
        guard let question = page?.question(atRow: number) else {
            view.showError(UserText.noSuchRow(number))
            return
        }
        guard let navigation else { return }
        let controller = MVCQuestionController(
            service: service, saves: saves, questionID: question.id, site: site, formatters: formatters,
            pageSize: pageSize,
            loads: loads, view: views.makeQuestionView(), navigation: navigation,
            views: views)
        navigation.push(controller)
    }

    /// `more`: fetches the user's next page of questions and shows only its new rows.
    public func loadMore() {
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
            case .failure(let error):
                view.showError(ErrorText.listFailed(error, retrying: .nextPage))
            }
        }
    }

    /// Stops the load in flight, if any: nothing it fetched will be shown.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// The question above has closed: the view draws the page again.
    ///
    /// A page never shown (its load cancelled by `saved` typed above it, or failed) loads again.
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
            MVCSavedController(
                service: service, saves: saves, formatters: formatters, pageSize: pageSize, loads: loads,
                view: views.makeSavedView(), navigation: navigation, views: views))
    }

    /// The model says the saves changed: the marks follow, for the next time the page is drawn.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        marks = marks.applying(change, among: page?.questions.map(\.id) ?? [], model: saves)
    }

    /// `back`: cancels the load in flight, then pops this controller off the stack.
    public func goBack() {
        cancelLoad()
        navigation?.pop()
    }
}

extension MVCUserController: Responder {
    /// Takes what a screen of rows pushed above the list takes (`respondAsPushedListing`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        respondAsPushedListing(
            self, to: event, isFirstResponder: isFirstResponder, navigation: navigation, loads: loads)
    }
}
