import Foundation

/// One question of the list as the interactor hands it to the presenter: plain values, no entity.
public struct QuestionSummary: Hashable, Sendable {
    public var id: Int
    public var title: String
    public var score: Int
    public var answerCount: Int
    public var viewCount: Int
    public var hasAcceptedAnswer: Bool
    public var isClosed: Bool
    public var tags: [String]
    public var ownerName: String
    public var creationDate: Date
    public var lastActivityDate: Date

    public init(
        id: Int, title: String, score: Int, answerCount: Int, viewCount: Int, hasAcceptedAnswer: Bool,
        isClosed: Bool, tags: [String], ownerName: String, creationDate: Date, lastActivityDate: Date
    ) {
        self.id = id
        self.title = title
        self.score = score
        self.answerCount = answerCount
        self.viewCount = viewCount
        self.hasAcceptedAnswer = hasAcceptedAnswer
        self.isClosed = isClosed
        self.tags = tags
        self.ownerName = ownerName
        self.creationDate = creationDate
        self.lastActivityDate = lastActivityDate
    }
}
