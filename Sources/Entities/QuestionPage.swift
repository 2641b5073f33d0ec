/// One page of a question list, as the service returned it.
public struct QuestionPage: Hashable, Sendable {
    /// The page's questions, in the order the service returned them.
    public var questions: [Question]
    /// Whether the service has a page after this one.
    public var hasMore: Bool
    /// How many requests the API key or address may still make today, when known.
    public var quotaRemaining: Int?

    /// A page with every field given; `quotaRemaining` may be left out when unknown.
    public init(questions: [Question], hasMore: Bool, quotaRemaining: Int? = nil) {
        self.questions = questions
        self.hasMore = hasMore
        self.quotaRemaining = quotaRemaining
    }
}
