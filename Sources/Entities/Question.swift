import Foundation

/// A question of a Stack Exchange site, with its body once it has been fetched.
public struct Question: Identifiable, Hashable, Sendable {
    public var id: Int
    public var title: String
    public var link: String
    public var score: Int
    public var answerCount: Int
    public var viewCount: Int
    public var isAnswered: Bool
    public var acceptedAnswerID: Int?
    public var tags: [String]
    public var owner: User
    public var creationDate: Date
    public var lastActivityDate: Date
    /// Why the question was closed, when it was; `nil` for an open question.
    public var closedReason: String?
    /// The body as HTML; `nil` when the request did not ask for bodies.
    public var body: String?

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
