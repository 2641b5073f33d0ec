/// One entry of the question list, every field already text.
public struct QuestionRowDisplay: Hashable, Sendable {
    /// The row's number on the list, from 1; `open N` uses it.
    public var number: Int
    /// Whether the row is new since the previous load (after `refresh`).
    public var isNew: Bool
    /// "12 votes"
    public var score: String
    /// "3 answers"
    public var answers: String
    /// Whether one of the answers is accepted, shown as a mark after `answers`.
    public var hasAcceptedAnswer: Bool
    /// "1.2k views"
    public var views: String
    /// The title, safe to print, with "[closed]" appended when closed.
    public var title: String
    public var tags: [String]
    /// "Ana Lima · asked 5 min ago"
    public var byline: String

    public init(
        number: Int, isNew: Bool, score: String, answers: String, hasAcceptedAnswer: Bool, views: String,
        title: String, tags: [String], byline: String
    ) {
        self.number = number
        self.isNew = isNew
        self.score = score
        self.answers = answers
        self.hasAcceptedAnswer = hasAcceptedAnswer
        self.views = views
        self.title = title
        self.tags = tags
        self.byline = byline
    }
}
