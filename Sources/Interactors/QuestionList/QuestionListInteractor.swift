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
    private var list: QuestionList

    public init(service: any QuestionService, query: QuestionQuery) {
        self.service = service
        self.list = QuestionList(query: query)
    }

    public var site: String { list.query.site }

    public func loadFirstPage() async {
        guard let page = await fetchFirstPage(policy: .useCache) else { return }
        list.replace(with: page)
        output?.didLoad(response)
    }

    public func loadNextPage() async {
        guard list.hasMore else {
            output?.didReachEnd(of: response)
            return
        }
        output?.didStartLoading()
        do {
            let page = try await service.questions(for: list.nextPageQuery, policy: .useCache)
            let added = list.appendNextPage(page)
            output?.didLoadMore(added.map(Self.summary), in: response)
        } catch {
            output?.didFailToLoadMore(with: error)
        }
    }

    public func refresh() async {
        let previousIDs = list.questions.map(\.id)
        guard let page = await fetchFirstPage(policy: .reload) else { return }
        list.replace(with: page)
        output?.didRefresh(response, previousIDs: previousIDs)
    }

    public func filter(byTag tag: String?) async {
        list.filter(byTag: tag)
        await loadFirstPage()
    }

    public func sort(by sort: QuestionSort) async {
        list.sort(by: sort)
        await loadFirstPage()
    }

    public func reportCurrentList() {
        output?.didLoad(response)
    }

    public func questionID(at index: Int) -> Int? {
        list.question(at: index)?.id
    }

    /// Fetches page 1, telling the presenter when it starts and if it fails.
    private func fetchFirstPage(policy: FetchPolicy) async -> QuestionPage? {
        output?.didStartLoading()
        do {
            return try await service.questions(for: list.firstPageQuery, policy: policy)
        } catch {
            output?.didFailToLoad(with: error)
            return nil
        }
    }

    private var response: QuestionListResponse {
        QuestionListResponse(
            site: list.query.site, sort: list.query.sort, tag: list.query.tag, pageSize: list.query.pageSize,
            questions: list.questions.map(Self.summary), hasMore: list.hasMore,
            quotaRemaining: list.quotaRemaining)
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
