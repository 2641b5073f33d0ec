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

    /// An interactor that will list `query` from page 1, fetched from `service`.
    public init(service: any QuestionService, query: QuestionQuery) {
        self.service = service
        self.list = QuestionList(query: query)
    }

    /// The site the list comes from, for the question module.
    public var site: String { list.query.site }

    /// Loads page 1 of the current query, replacing the list.
    public func loadFirstPage() async {
        await loadFirstPage(of: list.firstPageQuery, failing: .firstPage)
    }

    /// Loads the page after the last one loaded and appends it, or reports that there is none.
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

    /// Fetches page 1 again, bypassing any cache, and reports which ids were listed before.
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

    /// Loads page 1 of questions tagged `tag` (all, for `nil`); it becomes the list once it arrives.
    public func filter(byTag tag: String?) async {
        await loadFirstPage(of: list.firstPageQuery(tag: tag), failing: .tag(tag))
    }

    /// Loads page 1 in another order; it becomes the list once it arrives.
    public func sort(by sort: QuestionSort) async {
        await loadFirstPage(of: list.firstPageQuery(sort: sort), failing: .sort(sort))
    }

    /// Reports the list as it is loaded now, without fetching.
    public func reportCurrentList() {
        output?.didLoad(response)
    }

    /// The id of the question on row `number` (from 1) of the loaded list, if there is one.
    public func questionID(atRow number: Int) -> Int? {
        list.question(atRow: number)?.id
    }

    /// Loads page 1 of `query` and, only once it has arrived, makes it the list.
    private func loadFirstPage(of query: QuestionQuery, failing fetch: ListFetch) async {
        output?.didStartLoading()
        do {
            let page = try await service.questions(for: query, policy: .useCache)
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
