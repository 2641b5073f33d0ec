import Entities
import Foundation
import Markup
import WebService

/// The wire decoder against a plain `JSONDecoder`, and the HTML renderer, in megabytes a second.
@MainActor
struct DecodeBenchmark {
    var stopwatch: Stopwatch

    /// The offline data set's four documents, as the API would send them.
    private let questionDocuments = [
        OfflineWireData.firstCaptureQuestions, OfflineWireData.secondCaptureQuestions,
    ]
    .map { Data($0.utf8) }
    private let answerDocuments = [OfflineWireData.firstCaptureAnswers, OfflineWireData.secondCaptureAnswers]
        .map { Data($0.utf8) }

    func run() -> [ReportRow] {
        let decoder = StackExchangeDecoder()
        let (questionDocuments, answerDocuments) = (self.questionDocuments, self.answerDocuments)
        let bytes = (questionDocuments + answerDocuments).reduce(0) { $0 + $1.count }
        let times = stopwatch.medians([
            (
                "ours",
                {
                    let questions = questionDocuments.reduce(0) {
                        $0 + ((try? decoder.questions(from: $1))?.count ?? 0)
                    }
                    return answerDocuments.reduce(questions) {
                        $0 + ((try? decoder.answers(from: $1))?.count ?? 0)
                    }
                }
            ),
            (
                "plain",
                {
                    let plain = JSONDecoder()
                    let questions = questionDocuments.reduce(0) {
                        $0 + ((try? plain.decode(PlainPage<PlainQuestion>.self, from: $1))?.items.count ?? 0)
                    }
                    return answerDocuments.reduce(questions) {
                        $0 + ((try? plain.decode(PlainPage<PlainAnswer>.self, from: $1))?.items.count ?? 0)
                    }
                }
            ),
        ])
        let (ours, plain) = (times["ours", default: .nan], times["plain", default: .nan])
        return [
            ReportRow(
                "wire decoder: ours / plain `JSONDecoder`",
                "\(Figure.megabytesPerSecond(bytes: bytes, seconds: ours)) / \(Figure.megabytesPerSecond(bytes: bytes, seconds: plain))"
            ),
            ReportRow("  ours ÷ plain, in time", Figure.fraction(ours / plain)),
            renderRow(decoder: decoder),
        ]
    }

    /// Every body of the data set rendered from HTML to text blocks.
    private func renderRow(decoder: StackExchangeDecoder) -> ReportRow {
        let questions = questionDocuments.flatMap { (try? decoder.questions(from: $0)) ?? [] }
        let answers = answerDocuments.flatMap { (try? decoder.answers(from: $0)) ?? [] }
        let bodies = questions.compactMap(\.body) + answers.map(\.body)
        let bytes = bodies.reduce(0) { $0 + $1.utf8.count }
        let renderer = HTMLBodyRenderer()
        let times = stopwatch.medians([("render", { bodies.reduce(0) { $0 + renderer.render($1).count } })])
        return ReportRow(
            "HTML bodies to text blocks (\(bodies.count) bodies)",
            Figure.megabytesPerSecond(bytes: bytes, seconds: times["render", default: .nan]))
    }
}

/// The wire format as a plain `Decodable` reads it: the same fields, no entity decoding, no rules.
private struct PlainPage<Item: Decodable>: Decodable {
    var items: [Item]
    var hasMore: Bool?
    var quotaRemaining: Int?
    var backoff: Double?

    enum CodingKeys: String, CodingKey {
        case items, backoff
        case hasMore = "has_more"
        case quotaRemaining = "quota_remaining"
    }
}

private struct PlainOwner: Decodable {
    var userID: Int?
    var userType: String?
    var displayName: String?
    var reputation: Int?
    var link: String?

    enum CodingKeys: String, CodingKey {
        case reputation, link
        case userID = "user_id"
        case userType = "user_type"
        case displayName = "display_name"
    }
}

private struct PlainQuestion: Decodable {
    var questionID: Int
    var title: String?
    var link: String?
    var score: Int?
    var answerCount: Int?
    var viewCount: Int?
    var isAnswered: Bool?
    var acceptedAnswerID: Int?
    var tags: [String]?
    var owner: PlainOwner?
    var creationDate: Int64?
    var lastActivityDate: Int64?
    var closedReason: String?
    var body: String?

    enum CodingKeys: String, CodingKey {
        case title, link, score, tags, owner, body
        case questionID = "question_id"
        case answerCount = "answer_count"
        case viewCount = "view_count"
        case isAnswered = "is_answered"
        case acceptedAnswerID = "accepted_answer_id"
        case creationDate = "creation_date"
        case lastActivityDate = "last_activity_date"
        case closedReason = "closed_reason"
    }
}

private struct PlainAnswer: Decodable {
    var answerID: Int
    var questionID: Int
    var score: Int?
    var isAccepted: Bool?
    var owner: PlainOwner?
    var creationDate: Int64?
    var body: String?

    enum CodingKeys: String, CodingKey {
        case score, owner, body
        case answerID = "answer_id"
        case questionID = "question_id"
        case isAccepted = "is_accepted"
        case creationDate = "creation_date"
    }
}
