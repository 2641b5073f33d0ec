import Entities
import Synchronization
import Testing

/// A `QuestionService` double: answers with what the test set up, records every call, and fails the
/// test loudly when called for something nobody set up.
///
/// Pages are served in the order they were queued, one a call to
/// `questions(for:policy:)`; questions and answers are looked up by id.
public final class StubQuestionService: QuestionService {
    /// One call the code under test made.
    public enum Call: Hashable, Sendable {
        /// `questions(for:policy:)`, with its query and policy.
        case questions(QuestionQuery, FetchPolicy)
        /// `question(id:site:)`.
        case question(id: Int, site: String)
        /// `answers(toQuestion:site:)`.
        case answers(questionID: Int, site: String)
        /// `user(id:site:)`.
        case user(id: Int, site: String)
        /// `questions(of:)`, a page of a user's questions.
        case userQuestions(UserQuestionsQuery)
        /// `questionID(ofAnswer:site:)`.
        case answer(id: Int, site: String)
    }

    private struct State {
        var pages: [Result<QuestionPage, ServiceError>] = []
        var questions: [Int: Result<Question, ServiceError>] = [:]
        var answers: [Int: Result<[Answer], ServiceError>] = [:]
        var users: [Int: Result<UserProfile, ServiceError>] = [:]
        var userPages: [Result<QuestionPage, ServiceError>] = []
        var answerQuestions: [Int: Result<Int, ServiceError>] = [:]
        var calls: [Call] = []
    }

    private let state = Mutex(State())

    /// A stub with nothing set up and no calls recorded.
    public init() {}

    /// Every call so far, in order.
    public var calls: [Call] { state.withLock { $0.calls } }

    /// The queries of the `questions(for:policy:)` calls so far.
    public var queries: [QuestionQuery] {
        calls.compactMap { call in
            if case .questions(let query, _) = call { query } else { nil }
        }
    }

    /// Queues `page` as the answer to the next list request.
    public func willReturn(_ page: QuestionPage) {
        state.withLock { $0.pages.append(.success(page)) }
    }

    /// Queues `error` as the answer to the next list request.
    public func willFailList(with error: ServiceError) {
        state.withLock { $0.pages.append(.failure(error)) }
    }

    /// Serves `question` and `answers` for the question's id.
    public func willReturn(_ question: Question, answers: [Answer]) {
        state.withLock {
            $0.questions[question.id] = .success(question)
            $0.answers[question.id] = .success(answers)
        }
    }

    /// Fails requests for the question `id`, and for its answers, with `error`.
    public func willFailQuestion(id: Int, with error: ServiceError) {
        state.withLock {
            $0.questions[id] = .failure(error)
            $0.answers[id] = .failure(error)
        }
    }

    /// Serves `user` for the user's id.
    public func willReturn(_ user: UserProfile) {
        state.withLock { $0.users[user.id] = .success(user) }
    }

    /// Fails requests for the user `id` with `error`.
    public func willFailUser(id: Int, with error: ServiceError) {
        state.withLock { $0.users[id] = .failure(error) }
    }

    /// Queues `page` as the answer to the next request for a page of a user's questions.
    public func willReturnUserQuestions(_ page: QuestionPage) {
        state.withLock { $0.userPages.append(.success(page)) }
    }

    /// Queues `error` as the answer to the next request for a page of a user's questions.
    public func willFailUserQuestions(with error: ServiceError) {
        state.withLock { $0.userPages.append(.failure(error)) }
    }

    /// Serves `questionID` as the question answer `answerID` answers.
    public func willReturn(questionID: Int, ofAnswer answerID: Int) {
        state.withLock { $0.answerQuestions[answerID] = .success(questionID) }
    }

    /// Records the call and serves the next queued page or error; fails the test when none is queued.
    public func questions(for query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError)
        -> QuestionPage
    {
        let next = state.withLock { state in
            state.calls.append(.questions(query, policy))
            return state.pages.isEmpty ? nil : state.pages.removeFirst()
        }
        guard let next else {
            Issue.record("StubQuestionService: a list request nobody set up: \(query)")
            throw .unreachable(detail: "no page stubbed")
        }
        return try next.get()
    }

    /// Records the call and serves what was set up for `id`; fails the test when nothing was.
    public func question(id: Int, site: String) async throws(ServiceError) -> Question {
        let result = state.withLock { state in
            state.calls.append(.question(id: id, site: site))
            return state.questions[id]
        }
        guard let result else {
            Issue.record("StubQuestionService: question \(id) was not set up")
            throw .questionNotFound(id: id)
        }
        return try result.get()
    }

    /// Records the call and serves the answers set up for question `id`; fails the test when none were.
    public func answers(toQuestion id: Int, site: String) async throws(ServiceError) -> [Answer] {
        let result = state.withLock { state in
            state.calls.append(.answers(questionID: id, site: site))
            return state.answers[id]
        }
        guard let result else {
            Issue.record("StubQuestionService: answers to \(id) were not set up")
            throw .questionNotFound(id: id)
        }
        return try result.get()
    }

    /// Records the call and serves what was set up for user `id`; fails the test when nothing was.
    public func user(id: Int, site: String) async throws(ServiceError) -> UserProfile {
        let result = state.withLock { state in
            state.calls.append(.user(id: id, site: site))
            return state.users[id]
        }
        guard let result else {
            Issue.record("StubQuestionService: user \(id) was not set up")
            throw .userNotFound(id: id)
        }
        return try result.get()
    }

    /// Records the call and serves the next queued page of a user's questions; fails the test when none
    /// is queued.
    public func questions(of query: UserQuestionsQuery) async throws(ServiceError) -> QuestionPage {
        let next = state.withLock { state in
            state.calls.append(.userQuestions(query))
            return state.userPages.isEmpty ? nil : state.userPages.removeFirst()
        }
        guard let next else {
            Issue.record("StubQuestionService: a request for a user's questions nobody set up: \(query)")
            throw .unreachable(detail: "no page stubbed")
        }
        return try next.get()
    }

    /// Records the call and serves the question set up for answer `id`; fails the test when none was.
    public func questionID(ofAnswer id: Int, site: String) async throws(ServiceError) -> Int {
        let result = state.withLock { state in
            state.calls.append(.answer(id: id, site: site))
            return state.answerQuestions[id]
        }
        guard let result else {
            Issue.record("StubQuestionService: answer \(id) was not set up")
            throw .answerNotFound(id: id)
        }
        return try result.get()
    }
}
