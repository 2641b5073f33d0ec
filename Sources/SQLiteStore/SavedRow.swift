import Entities
import Foundation

/// A save as a row of the `saved` table, and back: the columns of the INSERT and of the SELECT, in order.
enum SavedRow {
    /// The values of a save's row, in the order of the INSERT's columns.
    static func values(of question: Question, site: String, source: String, savedAt: Date)
        -> [Connection.Value]
    {
        func integer(_ number: Int?) -> Connection.Value { number.map { .integer(Int64($0)) } ?? .null }
        func text(_ text: String?) -> Connection.Value { text.map { .text($0) } ?? .null }
        let owner = question.owner
        let row: [Connection.Value] = [
            .text(source), .text(site), integer(question.id), .text(question.title), .text(question.link),
            integer(question.score), integer(question.answerCount), integer(question.viewCount),
            integer(question.isAnswered ? 1 : 0), integer(question.acceptedAnswerID),
            .text(question.tags.joined(separator: " ")),
        ]
        let asker: [Connection.Value] = [
            .text(owner.displayName), integer(owner.reputation), integer(owner.userID), text(owner.link),
        ]
        let dates: [Connection.Value] = [
            .integer(seconds(question.creationDate)), .integer(seconds(question.lastActivityDate)),
            text(question.closedReason), .integer(seconds(savedAt)),
        ]
        return row + asker + dates
    }

    private static func seconds(_ date: Date) -> Int64 { Int64(date.timeIntervalSince1970.rounded(.down)) }

    static func savedQuestion(_ row: Connection.Row) -> SavedQuestion {
        func int(_ column: Int32) -> Int { Int(clamping: row.integer(column)) }
        func optionalInt(_ column: Int32) -> Int? { row.optionalInteger(column).map { Int(clamping: $0) } }
        let question = Question(
            id: int(1), title: row.text(2) ?? "", link: row.text(3) ?? "", score: int(4), answerCount: int(5),
            viewCount: int(6), isAnswered: row.integer(7) != 0, acceptedAnswerID: optionalInt(8),
            tags: (row.text(9) ?? "").split(separator: " ").map(String.init),
            owner: User(
                displayName: row.text(10) ?? "", reputation: optionalInt(11), userID: optionalInt(12),
                link: row.text(13)),
            creationDate: Date(timeIntervalSince1970: TimeInterval(row.integer(14))),
            lastActivityDate: Date(timeIntervalSince1970: TimeInterval(row.integer(15))),
            closedReason: row.text(16))
        return SavedQuestion(
            question: question, savedAt: Date(timeIntervalSince1970: TimeInterval(row.integer(17))),
            cursor: SavedCursor(sequence: row.integer(0)))
    }
}
