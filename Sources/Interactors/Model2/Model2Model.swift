import Entities

/// Model 2's model: the questions, users and saves every action asks for, and a cache of what the
/// browser's history can show again.
///
/// It is the web app's model layer: it knows nothing of requests, pages or
/// templates. Its fetches go to the service; an action keeps what it
/// fetched here (`remember`), under the location of the page it makes, so
/// that `back` sends that location again and is answered with no request.
/// The browser tells it which locations its history holds (`keep(only:)`),
/// and everything else is forgotten: the cache holds what the history can
/// reach, and no more.
@MainActor
public final class Model2Model {
    /// The saves, on disk: each action reads the marks it shows from them afresh.
    public let saves: SavedQuestionsModel
    /// How many questions a page holds.
    public let pageSize: Int
    private let service: any QuestionService
    private var cache: [Model2Location: Cached] = [:]

    /// What is kept for a location.
    private enum Cached {
        case list(QuestionList)
        case question(QuestionWithAnswers)
        case user(UserPage)
    }

    /// A model fetching from `service`, `pageSize` questions a page, with the saves in `saves`.
    public init(service: any QuestionService, saves: SavedQuestionsModel, pageSize: Int) {
        self.service = service
        self.saves = saves
        self.pageSize = pageSize
    }

    // MARK: - Fetches, kept by the action once they arrive

    /// Page 1 of `query`; `.reload` goes past every cache.
    public nonisolated func firstPage(of query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError)
        -> QuestionPage
    {
        try await service.questions(for: query.firstPage, policy: policy)
    }

    /// The page of `list`'s query after the last one loaded.
    public nonisolated func nextPage(of list: QuestionList) async throws(ServiceError) -> QuestionPage {
        try await service.questions(for: list.nextPageQuery, policy: .useCache)
    }

    /// Question `id` of `site` with its answers.
    public func question(id: Int, site: String) async throws(ServiceError) -> QuestionWithAnswers {
        try await FetchQuestionWithAnswers(service: service)(id: id, site: site)
    }

    /// User `id` of `site` with the first page of their questions.
    public func userPage(id: Int, site: String) async throws(ServiceError) -> UserPage {
        try await FetchUserPage(service: service)(userID: id, site: site, pageSize: pageSize)
    }

    /// The page of `page`'s questions after the last one loaded.
    public nonisolated func nextPage(of page: UserPage) async throws(ServiceError) -> QuestionPage {
        try await service.questions(of: page.nextPageQuery)
    }

    // MARK: - The cache

    /// The list at `location`, if it is kept.
    public func list(at location: Model2Location) -> QuestionList? {
        guard case .list(let list)? = cache[location] else { return nil }
        return list
    }

    /// The question at `location`, if it is kept.
    public func question(at location: Model2Location) -> QuestionWithAnswers? {
        guard case .question(let question)? = cache[location] else { return nil }
        return question
    }

    /// The user's page at `location`, if it is kept.
    public func userPage(at location: Model2Location) -> UserPage? {
        guard case .user(let page)? = cache[location] else { return nil }
        return page
    }

    /// Keeps `list` under its location ("the list of this query, 3 pages"), and returns that location.
    public func remember(_ list: QuestionList) -> Model2Location {
        let location = Model2Location.list(list.firstPageQuery, pages: list.query.page)
        cache[location] = .list(list)
        return location
    }

    /// Keeps `question` under its location, and returns that location.
    public func remember(_ question: QuestionWithAnswers, site: String) -> Model2Location {
        let location = Model2Location.question(id: question.question.id, site: site)
        cache[location] = .question(question)
        return location
    }

    /// Keeps `page` under its location (the user, and how many pages), and returns that location.
    public func remember(_ page: UserPage) -> Model2Location {
        let location = Model2Location.user(
            id: page.query.userID, site: page.query.site, pages: page.query.page)
        cache[location] = .user(page)
        return location
    }

    /// Forgets every location but `reachable`: the browser's history holds no other.
    public func keep(only reachable: Set<Model2Location>) {
        cache = cache.filter { reachable.contains($0.key) }
    }

    /// How many locations are kept: for tests of what the cache holds.
    public var keptCount: Int { cache.count }
}
