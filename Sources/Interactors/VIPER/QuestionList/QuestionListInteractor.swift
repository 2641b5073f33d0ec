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
        await loadFirstPage(of: list.firstPageQuery, policy: .useCache, failing: .firstPage)
    }

    public func loadMore() async {
        guard list.hasMore else {
            output?.didReachEnd()
            return
        }
        output?.didStartLoading()
        do {
            let page = try await service.questions(for: list.nextPageQuery, policy: .useCache)
            let added = list.appendNextPage(page)
            output?.didLoadMore(added.map(Self.summary), in: response)
        } catch {
            output?.didFail(.nextPage, with: error)
        }
    }

    public func refresh() async {
        let previous = list.questions.map(Self.summary)
        output?.didStartLoading()
        do {
            let page = try await service.questions(for: list.firstPageQuery, policy: .reload)
            list.replace(with: page, for: list.firstPageQuery)
            output?.didRefresh(response, previous: previous)
        } catch {
            output?.didFail(.refresh, with: error)
        }
    }

    public func filter(byTag tag: String?) async {
        var query = list.firstPageQuery
        query.tag = tag
        await loadFirstPage(of: query, policy: .useCache, failing: .tag(tag))
    }

    public func sort(by sort: QuestionSort) async {
        var query = list.firstPageQuery
        query.sort = sort
        await loadFirstPage(of: query, policy: .useCache, failing: .sort(sort))
    }

    public func reportCurrentList() {
        output?.didLoad(response)
    }

    public func questionID(atRow number: Int) -> Int? {
        list.question(atRow: number)?.id
    }

    /// Loads page 1 of `query` and, only once it has arrived, makes it the list.
    private func loadFirstPage(of query: QuestionQuery, policy: FetchPolicy, failing fetch: ListFetch) async {
        output?.didStartLoading()
        do {
            let page = try await service.questions(for: query, policy: policy)
            list.replace(with: page, for: query)
            output?.didLoad(response)
        } catch {
            output?.didFail(fetch, with: error)
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
