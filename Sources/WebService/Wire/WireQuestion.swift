/// A question as sent on the wire; the fields the app uses, others ignored.
struct WireQuestion: Decodable {
    var questionID: Int
    var title: String?
    var link: String?
    var score: Int?
    var answerCount: Int?
    var viewCount: Int?
    var isAnswered: Bool?
    var acceptedAnswerID: Int?
    var tags: [String]?
    var owner: WireOwner?
    var creationDate: Int64?
    var lastActivityDate: Int64?
    var closedReason: String?
    var body: String?

    enum CodingKeys: String, CodingKey {
        case questionID = "question_id"
        case title
        case link
        case score
        case answerCount = "answer_count"
        case viewCount = "view_count"
        case isAnswered = "is_answered"
        case acceptedAnswerID = "accepted_answer_id"
        case tags
        case owner
        case creationDate = "creation_date"
        case lastActivityDate = "last_activity_date"
        case closedReason = "closed_reason"
        case body
    }
}
