import Foundation

/// A question of a Stack Exchange site, with its body once it has been fetched.
public struct Question: Identifiable, Hashable, Sendable {
    /// The question's id on its site.
    public var id: Int
    /// The title as plain text, its HTML entities already decoded.
    public var title: String
    /// The address of the question's page on the site.
    public var link: String
    /// The votes up minus the votes down.
    public var score: Int
    /// How many answers the question has.
    public var answerCount: Int
    /// How many times the question has been viewed.
    public var viewCount: Int
    /// Whether the site counts the question as answered (an accepted or upvoted answer).
    public var isAnswered: Bool
    /// The id of the answer the asker accepted; `nil` when none was.
    public var acceptedAnswerID: Int?
    /// The question's tags, in the site's order.
    public var tags: [String]
    /// Who asked the question.
    public var owner: User
    /// When the question was asked.
    public var creationDate: Date
    /// When the question or one of its answers last changed.
    public var lastActivityDate: Date
    /// Why the question was closed, when it was; `nil` for an open question.
    public var closedReason: String?
    /// The body as HTML; `nil` when the request did not ask for bodies.
    public var body: String?

    /// A question with every field given; `acceptedAnswerID`, `closedReason` and `body` may be left out.
    public init(
        id: Int, title: String, link: String, score: Int, answerCount: Int, viewCount: Int,
        isAnswered: Bool, acceptedAnswerID: Int? = nil, tags: [String], owner: User,
        creationDate: Date, lastActivityDate: Date, closedReason: String? = nil, body: String? = nil
    ) {
        self.id = id
        self.title = title
        self.link = link
        self.score = score
        self.answerCount = answerCount
        self.viewCount = viewCount
        self.isAnswered = isAnswered
        self.acceptedAnswerID = acceptedAnswerID
        self.tags = tags
        self.owner = owner
        self.creationDate = creationDate
        self.lastActivityDate = lastActivityDate
        self.closedReason = closedReason
        self.body = body
    }

    /// Whether the asker accepted one of the answers.
    public var hasAcceptedAnswer: Bool { acceptedAnswerID != nil }

    /// Whether the question is closed to new answers.
    public var isClosed: Bool { closedReason != nil }
}
