import Entities
import Interactors

/// MVP's user presenter: fetches a user's page and pages their questions, formats them for a passive
/// view, and asks the navigator to open a question or to close the page.
@MainActor
public final class MVPUserPresenter: MVPUserEventHandler {
    private let service: any QuestionService
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

    /// A presenter for the page of user `userID` of `site`, `pageSize` questions a page, fetched from
    /// `service` in loads started through `loads`; a chosen question, and `back`, go to `navigator`.
    public init(
        service: any QuestionService, userID: Int, site: String, pageSize: Int, formatter: UserPageFormatter,
        loads: LoadTracker, navigator: any MVPNavigation
    ) {
        self.service = service
        self.fetchUserPage = FetchUserPage(service: service)
        self.userID = userID
        self.site = site
        self.pageSize = pageSize
        self.formatter = formatter
        self.latestLoad = LatestLoad(through: loads)
        self.navigator = navigator
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
                view?.show(formatter.display(of: page))
            case .failure(let error):
                view?.showError(UserText.pageFailed(error))
            }
        }
    }

    /// `open N`: asks the navigator for the question on row `number`, or says there is no such row.
    public func openQuestion(atRow number: Int) {
        guard let question = page?.question(atRow: number) else {
            view?.showError(UserText.noSuchRow(number))
            return
        }
        navigator.showQuestion(id: question.id, site: site)
    }

    /// `more`: fetches the next page of questions and shows only its new rows.
    public func loadMore() {
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
                let (rows, footer) = formatter.appended(added, to: page)
                view?.showMore(rows, footer: footer)
            case .failure(let error):
                view?.showError(ErrorText.listFailed(error, retrying: .nextPage))
            }
        }
    }

    /// Stops the load in flight, if any: nothing it fetched will be shown.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// `back`: cancels the load in flight, then asks the navigator to close the page.
    public func goBack() {
        cancelLoad()
        navigator.closeUser()
    }
}
