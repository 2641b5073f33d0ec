import Entities
import Foundation

/// One snapshot of the offline site: the questions and answers as they stood at one moment.
struct OfflineCapture: Sendable {
    /// When the snapshot was taken, which is "now" while it is shown.
    var date: Date
    var questions: [Question]
    var answers: [Answer]

    /// Decodes a capture from its wire-format documents with the live decoder.
    init(date: Date, questionsJSON: String, answersJSON: String) throws(ServiceError) {
        let decoder = StackExchangeDecoder()
        self.date = date
        self.questions = try decoder.questions(from: Data(questionsJSON.utf8))
        self.answers = try decoder.answers(from: Data(answersJSON.utf8))
    }

    /// The page of questions `query` asks for, sorted and filtered as the API would.
    func page(for query: QuestionQuery) -> QuestionPage {
        let matching = questions.filter { question in
            query.tag.map { tag in question.tags.contains(tag.lowercased()) } ?? true
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
