import Foundation

/// A question with its answers as the interactor hands it to the presenter: plain values, no entity.
public struct VIPERQuestionDetail: Hashable, Sendable {
    /// The question's id on its site.
    public var id: Int
    /// The title as plain text, not yet made safe for a terminal.
    public var title: String
    /// The address of the question's page on the site.
    public var link: String
    /// The votes up minus the votes down.
    public var score: Int
    /// How many times the question has been viewed.
    public var viewCount: Int
    /// The question's tags, in the site's order.
    public var tags: [String]
    /// The display name of who asked.
    public var ownerName: String
    /// The asker's id on the site, for their page; `nil` once the account was deleted.
    public var ownerID: Int?
    /// Whether the question is in the saves.
    public var isSaved: Bool
    /// When the question was asked.
    public var creationDate: Date
    /// Why the question was closed, when it was; `nil` for an open question.
    public var closedReason: String?
    /// The body as HTML.
    public var body: String
    /// The answers in reading order: the accepted one first, then by score.
    public var answers: [VIPERAnswerDetail]

    /// A question's detail with every field given.
    public init(
        id: Int, title: String, link: String, score: Int, viewCount: Int, tags: [String],
        ownerName: String, creationDate: Date, closedReason: String?, body: String,
        answers: [VIPERAnswerDetail], ownerID: Int? = nil, isSaved: Bool = false
    ) {
        self.id = id
        self.title = title
        self.link = link
        self.score = score
        self.viewCount = viewCount
        self.tags = tags
        self.ownerName = ownerName
        self.ownerID = ownerID
        self.isSaved = isSaved
        self.creationDate = creationDate
        self.closedReason = closedReason
        self.body = body
        self.answers = answers
    }
}

/// One answer as the interactor hands it to the presenter.
public struct VIPERAnswerDetail: Hashable, Sendable {
    /// The answer's id on its site.
    public var id: Int
    /// The votes up minus the votes down.
    public var score: Int
    /// Whether the asker accepted this answer.
    public var isAccepted: Bool
    /// The display name of who answered.
    public var ownerName: String
    /// When the answer was posted.
    public var creationDate: Date
    /// The body as HTML.
    public var body: String

    /// An answer's detail with every field given.
    public init(id: Int, score: Int, isAccepted: Bool, ownerName: String, creationDate: Date, body: String) {
        self.id = id
        self.score = score
        self.isAccepted = isAccepted
        self.ownerName = ownerName
        self.creationDate = creationDate
        self.body = body
    }
}
