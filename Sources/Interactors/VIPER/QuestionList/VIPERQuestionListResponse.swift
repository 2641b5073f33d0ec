import Entities

/// The whole loaded list as the interactor reports it: what was asked and what came back.
public struct VIPERQuestionListResponse: Hashable, Sendable {
    /// The site the list comes from.
    public var site: String
    /// The order the list is in.
    public var sort: QuestionSort
    /// The tag every listed question carries; `nil` for every tag.
    public var tag: String?
    /// The words every listed question contains; `nil` for no search.
    public var search: String?
    /// How many questions a page holds.
    public var pageSize: Int
    /// Every question loaded so far, in list order.
    public var questions: [VIPERQuestionSummary]
    /// Whether the service has a page after the last one loaded.
    public var hasMore: Bool
    /// How many requests the API still allows today, when known.
    public var quotaRemaining: Int?

    /// A response with every field given.
    public init(
        site: String, sort: QuestionSort, tag: String?, search: String?, pageSize: Int,
        questions: [VIPERQuestionSummary], hasMore: Bool, quotaRemaining: Int?
    ) {
        self.site = site
        self.sort = sort
        self.tag = tag
        self.search = search
        self.pageSize = pageSize
        self.questions = questions
        self.hasMore = hasMore
        self.quotaRemaining = quotaRemaining
    }
}
