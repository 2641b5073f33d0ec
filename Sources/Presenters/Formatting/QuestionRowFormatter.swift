import Entities
import Foundation
import Markup

/// Turns one question into the text of its list row.
public struct QuestionRowFormatter: Sendable {
    private let now: @Sendable () -> Date

    /// - Parameter now: the clock the ages are measured from.
    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The row numbered `number`; the age shown follows the order (activity or asking), and a saved
    /// question's stats line ends with the saved marker.
    public func row(
        for question: some QuestionRowContent, number: Int, mark: QuestionRowDisplay.Mark? = nil,
        sort: QuestionSort, isSaved: Bool = false
    ) -> QuestionRowDisplay {
        let age = RelativeAge(now: now())
        let when =
            sort == .activity
            ? "active \(age.text(for: question.lastActivityDate))"
            : "asked \(age.text(for: question.creationDate))"
        let title = TerminalText.singleLine(question.title)
        let accepted = question.hasAcceptedAnswer ? " ✓" : ""
        let stats = [
            CountText.counted(question.score, "vote"),
            CountText.counted(question.answerCount, "answer") + accepted,
            CountText.counted(question.viewCount, "view", compact: true),
        ]
        let tags = question.tags.map { "[\(TerminalText.singleLine($0))]" }.joined(separator: " ")
        let byline = "\(TerminalText.singleLine(question.ownerName)) · \(when)"
        return QuestionRowDisplay(
            number: number,
            mark: mark,
            stats: SaveText.marking(stats.joined(separator: " · "), isSaved: isSaved),
            title: question.isClosed ? title + " [closed]" : title,
            details: tags.isEmpty ? byline : "\(tags) · \(byline)")
    }

    /// Rows for `questions`, numbered on from `firstNumber`, marked as `changes` found them (when given),
    /// those in `saved` with the saved marker.
    public func rows(
        for questions: [some QuestionRowContent], from firstNumber: Int = 1,
        changes: ListDiff? = nil, sort: QuestionSort, saved: Set<Int> = []
    ) -> [QuestionRowDisplay] {
        questions.enumerated().map { offset, question in
            row(
                for: question, number: firstNumber + offset, mark: changes?.mark(for: question.id),
                sort: sort, isSaved: saved.contains(question.id))
        }
    }
}
