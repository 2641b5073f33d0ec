import Entities

/// The user-page use case: fetch a user and their questions by votes, page by page.
@MainActor
public final class VIPERUserInteractor: VIPERUserInteractorInput, SavedQuestionsObserver {
    /// The presenter; weak, as the presenter owns this interactor.
    public weak var output: (any VIPERUserInteractorOutput)?

    private let service: any QuestionService
    /// The saves' data manager, which this interactor owns a share of and observes.
    private let saves: SavedQuestionsModel
    /// Which of the page's rows are saved.
    private var marks: Set<Int> = []
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
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, userID: Int, site: String, pageSize: Int,
        loads: LoadTracker
    ) {
        self.service = service
        self.saves = saves
        self.fetchUserPage = FetchUserPage(service: service)
        self.userID = userID
        self.site = site
        self.pageSize = pageSize
        self.latestLoad = LatestLoad(through: loads)
        saves.addObserver(self)
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
                marks = saves.marks(among: page.questions.map(\.id))
                output?.didLoad(response(for: page))
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
                marks.formUnion(saves.marks(among: added.map(\.id)))
                output?.didLoadMore(
                    added.map { VIPERQuestionSummary($0, saved: marks) }, in: response(for: page))
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

    /// Reports the page as it stands, marks included, when it has been loaded: the screen above closed.
    ///
    /// A page never shown (its load cancelled by `saved` typed above it, or failed) loads again.
    public func reportCurrentPage() {
        guard let page else {
            if !latestLoad.isRunning { loadPage() }
            return
        }
        output?.didLoad(response(for: page))
    }

    /// Saves the question on row `number`, if there is one, and reports what happened; `false` for no such
    /// row.
    public func saveQuestion(atRow number: Int) -> Bool {
        guard let question = page?.question(atRow: number) else { return false }
        output?.didAnswerSave(saves.save(question))
        return true
    }

    /// Removes the question on row `number` from the saves, if there is one, and reports what happened;
    /// `false` for no such row.
    public func unsaveQuestion(atRow number: Int) -> Bool {
        guard let question = page?.question(atRow: number) else { return false }
        output?.didAnswerSave(saves.unsave(questionID: question.id))
        return true
    }

    /// The saves changed: the marks follow, for the next response.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        let before = marks
        marks = marks.applying(change, among: page?.questions.map(\.id) ?? [], model: saves)
        guard let page else { return }
        for (index, question) in page.questions.enumerated()
        where before.contains(question.id) != marks.contains(question.id) {
            output?.didChangeMark(ofRow: index + 1, in: response(for: page))
        }
    }

    private func response(for page: UserPage) -> VIPERUserPageResponse {
        VIPERUserPageResponse(
            displayName: page.profile.displayName, reputation: page.profile.reputation,
            creationDate: page.profile.creationDate, link: page.profile.link,
            questions: page.questions.map { VIPERQuestionSummary($0, saved: marks) }, hasMore: page.hasMore,
            quotaRemaining: page.quotaRemaining)
    }
}
