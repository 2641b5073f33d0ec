import Entities
import Foundation

/// One question of the list as the interactor hands it to the presenter: plain values, no entity.
public struct VIPERQuestionSummary: Hashable, Sendable {
    /// The question's id on its site.
    public var id: Int
    /// The title as plain text, not yet made safe for a terminal.
    public var title: String
    /// The votes up minus the votes down.
    public var score: Int
    /// How many answers the question has.
    public var answerCount: Int
    /// How many times the question has been viewed.
    public var viewCount: Int
    /// Whether the asker accepted one of the answers.
    public var hasAcceptedAnswer: Bool
    /// Whether the question is closed to new answers.
    public var isClosed: Bool
    /// The question's tags, in the site's order.
    public var tags: [String]
    /// The display name of who asked.
    public var ownerName: String
    /// When the question was asked.
    public var creationDate: Date
    /// When the question or one of its answers last changed.
    public var lastActivityDate: Date
    /// Whether the question is in the saves: the interactor knows, and says so in every response.
    public var isSaved: Bool

    /// A summary with every field given.
    public init(
        id: Int, title: String, score: Int, answerCount: Int, viewCount: Int, hasAcceptedAnswer: Bool,
        isClosed: Bool, tags: [String], ownerName: String, creationDate: Date, lastActivityDate: Date,
        isSaved: Bool = false
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
        self.isSaved = isSaved
    }
}

extension VIPERQuestionSummary {
    /// The summary of `question`, as the list and the user interactors hand it on, saved when `saved`
    /// holds its id.
    init(_ question: Question, saved: Set<Int>) {
        self.init(
            id: question.id, title: question.title, score: question.score,
            answerCount: question.answerCount, viewCount: question.viewCount,
            hasAcceptedAnswer: question.hasAcceptedAnswer, isClosed: question.isClosed,
            tags: question.tags, ownerName: question.owner.displayName,
            creationDate: question.creationDate, lastActivityDate: question.lastActivityDate,
            isSaved: saved.contains(question.id))
    }
}
