import Entities

/// The user-page use case: fetch a user and their questions by votes, page by page.
@MainActor
public final class VIPERUserInteractor: VIPERUserInteractorInput {
    /// The presenter; weak, as the presenter owns this interactor.
    public weak var output: (any VIPERUserInteractorOutput)?

    private let service: any QuestionService
    private let fetchUserPage: FetchUserPage
    private let userID: Int
    private let site: String
    private let pageSize: Int
    /// The page as loaded so far, once its first load has arrived.
    private var page: UserPage?
    /// The load in flight, if any: the first one, or a next page.
    private let latestLoad: LatestLoad

    /// An interactor for the page of user `userID` of `site`, `pageSize` questions a page, fetched from
    /// `service` in loads started through `loads`.
    public init(service: any QuestionService, userID: Int, site: String, pageSize: Int, loads: LoadTracker) {
        self.service = service
        self.fetchUserPage = FetchUserPage(service: service)
        self.userID = userID
        self.site = site
        self.pageSize = pageSize
        self.latestLoad = LatestLoad(through: loads)
    }

    /// Fetches the user and their first page of questions, in a load that holds this interactor weakly
    /// and reports nothing once cancelled.
    public func loadPage() {
        output?.didStartLoading()
        latestLoad.start { [fetchUserPage, userID, site, pageSize] () async throws(ServiceError) in
            try await fetchUserPage(userID: userID, site: site, pageSize: pageSize)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let page):
                self.page = page
                output?.didLoad(Self.response(for: page))
            case .failure(let error):
                output?.didFail(isFirstLoad: true, with: error)
            }
        }
    }

    /// Fetches the next page of questions; while a page loads, or after the last, it only says so.
    public func loadMore() {
        guard !latestLoad.isRunning else {
            output?.didSkipLoadMoreWhileLoading()
            return
        }
        guard let page, page.hasMore else {
            output?.didReachEnd()
            return
        }
        let query = page.nextPageQuery
        output?.didStartLoading()
        latestLoad.start { [service] () async throws(ServiceError) in
            try await service.questions(of: query)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let next):
                guard var page = self.page else { return }
                let added = page.appendNextPage(next)
                self.page = page
                output?.didLoadMore(added.map(VIPERQuestionSummary.init), in: Self.response(for: page))
            case .failure(let error):
                output?.didFail(isFirstLoad: false, with: error)
            }
        }
    }

    /// Stops the load in flight, if any, and reports nothing of it.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// The id of the question on row `number` of those loaded, if there is one.
    public func questionID(atRow number: Int) -> Int? {
        page?.question(atRow: number)?.id
    }

    private static func response(for page: UserPage) -> VIPERUserPageResponse {
        VIPERUserPageResponse(
            displayName: page.profile.displayName, reputation: page.profile.reputation,
            creationDate: page.profile.creationDate, link: page.profile.link,
            questions: page.questions.map(VIPERQuestionSummary.init), hasMore: page.hasMore,
            quotaRemaining: page.quotaRemaining)
    }
}
