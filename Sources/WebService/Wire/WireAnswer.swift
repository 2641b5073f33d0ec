/// An answer as sent on the wire; the fields the app uses, others ignored.
struct WireAnswer: Decodable {
    var answerID: Int
    var questionID: Int
    var score: Int?
    var isAccepted: Bool?
    var owner: WireOwner?
    var creationDate: Int64?
    var body: String?

    enum CodingKeys: String, CodingKey {
        case answerID = "answer_id"
        case questionID = "question_id"
        case score
        case isAccepted = "is_accepted"
        case owner
        case creationDate = "creation_date"
        case body
    }
}
