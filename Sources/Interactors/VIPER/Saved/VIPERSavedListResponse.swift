/// The saves shown, as plain values for the presenter: the site, the saves in order, whether more follow.
public struct VIPERSavedListResponse: Hashable, Sendable {
    /// The site whose saves these are.
    public var site: String
    /// The saves shown, the most recent first, each marked saved.
    public var questions: [VIPERQuestionSummary]
    /// Whether an older page follows.
    public var hasMore: Bool

    /// A response with every field given.
    public init(site: String, questions: [VIPERQuestionSummary], hasMore: Bool) {
        self.site = site
        self.questions = questions
        self.hasMore = hasMore
    }
}
