import Entities
import Interactors
import Presenters

/// MVC's user controller: fetches a user's page, formats it for the view, pages it with `more`, pushes
/// the questions opened from it, and pops itself.
@MainActor
public final class MVCUserController: UserScreen {
    private let service: any QuestionService
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
        service: any QuestionService, userID: Int, site: String, formatters: ScreenFormatters, pageSize: Int,
        loads: LoadTracker, view: any UserPageDisplaying, navigation: ScreenStack,
        views: any MVCViewFactory
    ) {
        self.service = service
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
                view.show(formatters.user.display(of: page))
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
            service: service, questionID: question.id, site: site, formatters: formatters, pageSize: pageSize,
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
                let (rows, footer) = formatters.user.appended(added, to: page)
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
    public func redisplay() {
        view.redraw()
    }

    /// `back`: cancels the load in flight, then pops this controller off the stack.
    public func goBack() {
        cancelLoad()
        navigation?.pop()
    }
}
