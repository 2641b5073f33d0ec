import Entities

/// The list use case: which questions are loaded, for which query, and how paging goes on.
///
/// It is the only VIPER piece that talks to the service or sees entities; the
/// presenter hears about results as `QuestionListResponse` values.
@MainActor
public final class QuestionListInteractor: QuestionListInteractorInput {
    /// The presenter; weak, as the presenter owns this interactor.
    public weak var output: (any QuestionListInteractorOutput)?

    private let service: any QuestionService
    private var query: QuestionQuery
    private var questions: [Question] = []
    private var hasMore = false
    private var quotaRemaining: Int?

    public init(service: any QuestionService, query: QuestionQuery) {
        self.service = service
        self.query = query.firstPage
    }

    public var site: String { query.site }

    public func loadFirstPage() async {
        guard let page = await fetch(query.firstPage, policy: .useCache) else {
            questions = []
            hasMore = false
            return
        }
        replaceList(with: page)
        output?.didLoad(response)
    }

    public func loadNextPage() async {
        guard hasMore else {
            output?.didReachEnd(of: response)
            return
        }
        output?.didStartLoading()
        let next = query.nextPage
        do {
            let page = try await service.questions(for: next, policy: .useCache)
            let known = Set(questions.map(\.id))
            questions = questions.appending(page: page.questions)
            query = next
            hasMore = page.hasMore
            quotaRemaining = page.quotaRemaining ?? quotaRemaining
            let added = questions.filter { !known.contains($0.id) }.map(Self.summary)
            output?.didLoadMore(added, in: response)
        } catch {
            output?.didFailToLoadMore(with: error)
        }
    }

    public func refresh() async {
        let previousIDs = questions.map(\.id)
        guard let page = await fetch(query.firstPage, policy: .reload) else { return }
        replaceList(with: page)
        output?.didRefresh(response, previousIDs: previousIDs)
    }

    public func filter(byTag tag: String?) async {
        query.tag = tag
        await loadFirstPage()
    }

    public func sort(by sort: QuestionSort) async {
        query.sort = sort
        await loadFirstPage()
    }

    public func reportCurrentList() {
        output?.didLoad(response)
    }

    public func questionID(at index: Int) -> Int? {
        questions.indices.contains(index) ? questions[index].id : nil
    }

    /// Fetches a first page, telling the presenter when it starts and if it fails.
    private func fetch(_ firstPage: QuestionQuery, policy: FetchPolicy) async -> QuestionPage? {
        output?.didStartLoading()
        do {
            return try await service.questions(for: firstPage, policy: policy)
        } catch {
            output?.didFailToLoad(with: error)
            return nil
        }
    }

    private func replaceList(with page: QuestionPage) {
        query = query.firstPage
        questions = [].appending(page: page.questions)
        hasMore = page.hasMore
        quotaRemaining = page.quotaRemaining ?? quotaRemaining
    }

    private var response: QuestionListResponse {
        QuestionListResponse(
            site: query.site, sort: query.sort, tag: query.tag, pageSize: query.pageSize,
            questions: questions.map(Self.summary), hasMore: hasMore, quotaRemaining: quotaRemaining)
    }

    private static func summary(of question: Question) -> QuestionSummary {
        QuestionSummary(
            id: question.id, title: question.title, score: question.score,
            answerCount: question.answerCount, viewCount: question.viewCount,
            hasAcceptedAnswer: question.hasAcceptedAnswer, isClosed: question.isClosed,
            tags: question.tags, ownerName: question.owner.displayName,
            creationDate: question.creationDate, lastActivityDate: question.lastActivityDate)
    }
}
