import Foundation

/// A question with its answers as the interactor hands it to the presenter: plain values, no entity.
public struct QuestionDetail: Hashable, Sendable {
    public var id: Int
    public var title: String
    public var link: String
    public var score: Int
    public var viewCount: Int
    public var tags: [String]
    public var ownerName: String
    public var creationDate: Date
    public var closedReason: String?
    /// The body as HTML.
    public var body: String
    /// The answers in reading order: the accepted one first, then by score.
    public var answers: [AnswerDetail]

    public init(
        id: Int, title: String, link: String, score: Int, viewCount: Int, tags: [String],
        ownerName: String, creationDate: Date, closedReason: String?, body: String,
        answers: [AnswerDetail]
    ) {
        self.id = id
        self.title = title
        self.link = link
        self.score = score
        self.viewCount = viewCount
        self.tags = tags
        self.ownerName = ownerName
        self.creationDate = creationDate
        self.closedReason = closedReason
        self.body = body
        self.answers = answers
    }
}

/// One answer as the interactor hands it to the presenter.
public struct AnswerDetail: Hashable, Sendable {
    public var id: Int
    public var score: Int
    public var isAccepted: Bool
    public var ownerName: String
    public var creationDate: Date
    /// The body as HTML.
    public var body: String

    public init(id: Int, score: Int, isAccepted: Bool, ownerName: String, creationDate: Date, body: String) {
        self.id = id
        self.score = score
        self.isAccepted = isAccepted
        self.ownerName = ownerName
        self.creationDate = creationDate
        self.body = body
    }
}
