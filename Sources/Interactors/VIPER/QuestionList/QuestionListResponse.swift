import Entities

/// The whole loaded list as the interactor reports it: what was asked and what came back.
public struct QuestionListResponse: Hashable, Sendable {
    public var site: String
    public var sort: QuestionSort
    public var tag: String?
    public var pageSize: Int
    public var questions: [QuestionSummary]
    public var hasMore: Bool
    public var quotaRemaining: Int?

    public init(
        site: String, sort: QuestionSort, tag: String?, pageSize: Int, questions: [QuestionSummary],
        hasMore: Bool, quotaRemaining: Int?
    ) {
        self.site = site
        self.sort = sort
        self.tag = tag
        self.pageSize = pageSize
        self.questions = questions
        self.hasMore = hasMore
        self.quotaRemaining = quotaRemaining
    }
}
