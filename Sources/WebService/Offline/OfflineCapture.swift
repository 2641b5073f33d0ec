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
        return Self.page(query.page, of: sorted, size: query.pageSize)
    }

    /// The user `id` as the capture knows them: the owner of one of its questions or answers, with the
    /// name, reputation and link of their newest post; nil when no post of theirs is held.
    func user(id: Int) throws(ServiceError) -> UserProfile? {
        let questions = try questions().map { ($0.owner, $0.creationDate) }
        let answers = try answers().map { ($0.owner, $0.creationDate) }
        let newest = (questions + answers).filter { $0.0.userID == id }.max { $0.1 < $1.1 }
        guard let owner = newest?.0 else { return nil }
        return UserProfile(
            id: id, displayName: owner.displayName, reputation: owner.reputation ?? 0, link: owner.link)
    }

    /// The page `query` asks for of its user's questions, highest score first, without bodies.
    func page(of query: UserQuestionsQuery) throws(ServiceError) -> QuestionPage {
        let theirs = try questions().filter { $0.owner.userID == query.userID }.sorted { lhs, rhs in
            lhs.score != rhs.score ? lhs.score > rhs.score : lhs.id > rhs.id
        }
        return Self.page(query.page, of: theirs, size: query.pageSize)
    }

    /// Page `number` of `sorted`, `size` to a page. A list request asks for no bodies; they are left
    /// out as the API does.
    private static func page(_ number: Int, of sorted: [Question], size: Int) -> QuestionPage {
        let start = min((number - 1) * size, sorted.count)
        let end = min(start + size, sorted.count)
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
