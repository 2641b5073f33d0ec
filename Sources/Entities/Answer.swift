import Foundation

/// An answer to a question, with its body.
public struct Answer: Identifiable, Hashable, Sendable {
    /// The answer's id on its site.
    public var id: Int
    /// The id of the question it answers.
    public var questionID: Int
    /// The votes up minus the votes down.
    public var score: Int
    /// Whether the asker accepted this answer.
    public var isAccepted: Bool
    /// Who wrote the answer.
    public var owner: User
    /// When the answer was posted.
    public var creationDate: Date
    /// The body as HTML.
    public var body: String

    /// An answer with every field given.
    public init(
        id: Int, questionID: Int, score: Int, isAccepted: Bool, owner: User, creationDate: Date,
        body: String
    ) {
        self.id = id
        self.questionID = questionID
        self.score = score
        self.isAccepted = isAccepted
        self.owner = owner
        self.creationDate = creationDate
        self.body = body
    }
}
