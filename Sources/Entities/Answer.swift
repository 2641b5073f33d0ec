import Foundation

/// An answer to a question, with its body.
public struct Answer: Identifiable, Hashable, Sendable {
    public var id: Int
    public var questionID: Int
    public var score: Int
    public var isAccepted: Bool
    public var owner: User
    public var creationDate: Date
    /// The body as HTML.
    public var body: String

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
