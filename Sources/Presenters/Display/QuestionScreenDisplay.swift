import Markup

/// The question screen: the question, its answers and the attribution, every field already text.
public struct QuestionScreenDisplay: Hashable, Sendable {
    /// The question's title, safe to print.
    public var title: String
    /// "12 votes · 1,234 views · asked 3 h ago by Ana Lima"
    public var stats: String
    /// The question's tags, each safe to print; the view puts them in brackets.
    public var tags: [String]
    /// The address of the question's page, safe to print.
    public var link: String
    /// "Closed as Duplicate.", when the question is closed.
    public var closedNotice: String?
    /// The question's body as blocks of text, ready to lay out.
    public var body: [TextBlock]
    /// "3 answers" or "No answers yet."
    public var answersHeading: String
    /// The answers in reading order.
    public var answers: [AnswerDisplay]
    /// The site, the licence and the link, as the licence asks.
    public var attribution: String

    /// A question screen with every field given.
    public init(
        title: String, stats: String, tags: [String], link: String, closedNotice: String?,
        body: [TextBlock], answersHeading: String, answers: [AnswerDisplay], attribution: String
    ) {
        self.title = title
        self.stats = stats
        self.tags = tags
        self.link = link
        self.closedNotice = closedNotice
        self.body = body
        self.answersHeading = answersHeading
        self.answers = answers
        self.attribution = attribution
    }
}

/// One answer on the question screen.
public struct AnswerDisplay: Hashable, Sendable {
    /// "Accepted answer · 5 votes · Bob · answered 2 h ago"
    public var heading: String
    /// Whether the asker accepted this answer, so the view can set it apart.
    public var isAccepted: Bool
    /// The answer's body as blocks of text, ready to lay out.
    public var body: [TextBlock]

    /// An answer with every field given.
    public init(heading: String, isAccepted: Bool, body: [TextBlock]) {
        self.heading = heading
        self.isAccepted = isAccepted
        self.body = body
    }
}
