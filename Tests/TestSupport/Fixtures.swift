import Entities
import Foundation

/// Builders for entities in tests: every field has a plain default, so a test names only what it is about.
public enum Fixtures {
    /// The "now" of every test: 2026-11-20 14:00 UTC, the offline data set's first capture.
    public static let now = Date(timeIntervalSince1970: 1_795_183_200)

    /// Question `id`; `created` and `active` (`created` when left out) are minutes before `now`.
    public static func question(
        id: Int, title: String? = nil, score: Int = 1, answerCount: Int = 0, viewCount: Int = 10,
        acceptedAnswerID: Int? = nil, tags: [String] = ["swift"], owner: String = "Ana",
        created minutesAgo: Int = 60, active activeMinutesAgo: Int? = nil, closedReason: String? = nil,
        body: String? = "<p>Body.</p>"
    ) -> Question {
        Question(
            id: id, title: title ?? "Question \(id)", link: "https://stackoverflow.com/questions/\(id)/q",
            score: score, answerCount: answerCount, viewCount: viewCount, isAnswered: answerCount > 0,
            acceptedAnswerID: acceptedAnswerID, tags: tags,
            owner: User(displayName: owner, reputation: 1, userID: 7),
            creationDate: now.addingTimeInterval(TimeInterval(-60 * minutesAgo)),
            lastActivityDate: now.addingTimeInterval(TimeInterval(-60 * (activeMinutesAgo ?? minutesAgo))),
            closedReason: closedReason, body: body)
    }

    /// Answer `id` to question `questionID`; `created` is minutes before `now`.
    public static func answer(
        id: Int, questionID: Int, score: Int = 0, isAccepted: Bool = false, owner: String = "Bob",
        created minutesAgo: Int = 30, body: String = "<p>Answer.</p>"
    ) -> Answer {
        Answer(
            id: id, questionID: questionID, score: score, isAccepted: isAccepted,
            owner: User(displayName: owner, reputation: 1, userID: 8),
            creationDate: now.addingTimeInterval(TimeInterval(-60 * minutesAgo)), body: body)
    }

    /// A page of questions with the given ids, in that order.
    public static func page(_ ids: [Int], hasMore: Bool = false, quotaRemaining: Int? = nil) -> QuestionPage {
        QuestionPage(
            questions: ids.map { question(id: $0) }, hasMore: hasMore, quotaRemaining: quotaRemaining)
    }
}
