import Entities
import Foundation
import Synchronization

/// One snapshot of the offline site: its wire documents, decoded the first time each is needed.
///
/// Offline start shows the first capture's list and nothing else, so the
/// answers wait for the first `open`, and the second capture for the first
/// `refresh`. Each document is decoded at most once, by the live decoder.
final class OfflineCapture: Sendable {
    /// When the snapshot was taken, which is "now" while it is shown.
    let date: Date
    private let questionsJSON: String
    private let answersJSON: String
    private let decoded = Mutex(Decoded())

    init(date: Date, questionsJSON: String, answersJSON: String) {
        self.date = date
        self.questionsJSON = questionsJSON
        self.answersJSON = answersJSON
    }

    /// Every question of the snapshot, bodies included.
    func questions() throws(ServiceError) -> [Question] {
        let result = decoded.withLock { decoded in
            if let questions = decoded.questions { return questions }
            let questions = Result { () throws(ServiceError) in
                try StackExchangeDecoder().questions(from: Data(questionsJSON.utf8))
            }
            decoded.questions = questions
            return questions
        }
        return try result.get()
    }

    /// Every answer of the snapshot.
    func answers() throws(ServiceError) -> [Answer] {
        let result = decoded.withLock { decoded in
            if let answers = decoded.answers { return answers }
            let answers = Result { () throws(ServiceError) in
                try StackExchangeDecoder().answers(from: Data(answersJSON.utf8))
            }
            decoded.answers = answers
            return answers
        }
        return try result.get()
    }

    /// The page of questions `query` asks for, sorted and filtered as the API would, and searched by
    /// `SearchMatch`'s rule.
    func page(for query: QuestionQuery) throws(ServiceError) -> QuestionPage {
        let search = query.search.map(SearchMatch.init)
        let matching = try questions().filter { question in
            (query.tag.map { tag in question.tags.contains(tag.lowercased()) } ?? true)
                && (search?.matches(title: question.title, bodyHTML: question.body) ?? true)
        }
        let sorted = matching.sorted { lhs, rhs in
            let (left, right) = (Self.sortKey(lhs, query.sort), Self.sortKey(rhs, query.sort))
            return left != right ? left > right : lhs.id > rhs.id
        }
        let start = min((query.page - 1) * query.pageSize, sorted.count)
        let end = min(start + query.pageSize, sorted.count)
        // The list request asks for no bodies; leave them out as the API does.
        let pageQuestions = sorted[start..<end].map { question in
            var listed = question
            listed.body = nil
            return listed
        }
        return QuestionPage(questions: pageQuestions, hasMore: end < sorted.count)
    }

    private static func sortKey(_ question: Question, _ sort: QuestionSort) -> Double {
        switch sort {
        case .activity: question.lastActivityDate.timeIntervalSince1970
        case .votes: Double(question.score)
        case .creation: question.creationDate.timeIntervalSince1970
        }
    }
}

extension OfflineCapture {
    /// The documents decoded so far, each with its outcome, so that a failure is not retried either.
    private struct Decoded {
        var questions: Result<[Question], ServiceError>?
        var answers: Result<[Answer], ServiceError>?
    }
}
