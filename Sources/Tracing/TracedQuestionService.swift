import Entities

/// A `QuestionService` that traces each request its caller makes, and what came back, then passes it on.
///
/// It wraps the real service at the composition root, so the controller,
/// view model or interactor that calls it cannot tell the difference.
@MainActor
public final class TracedQuestionService: QuestionService {
    private let service: any QuestionService
    private let caller: Layer
    private let tracer: Tracer

    /// Traces the calls `caller` (the controller, presenter, view model, interactor or effect) makes to `service`.
    public init(_ service: any QuestionService, caller: Layer, tracer: Tracer) {
        self.service = service
        self.caller = caller
        self.tracer = tracer
    }

    /// Traces the request for a page and its answer.
    public func questions(for query: QuestionQuery, policy: FetchPolicy) async throws(ServiceError)
        -> QuestionPage
    {
        try await roundTrip(TraceSummary.query(query, policy: policy), summary: TraceSummary.page) {
            () async throws(ServiceError) in
            try await service.questions(for: query, policy: policy)
        }
    }

    /// Traces the request for a question and its answer.
    public func question(id: Int, site: String) async throws(ServiceError) -> Question {
        try await roundTrip("question(id: \(id))", summary: Self.summary(of:)) {
            () async throws(ServiceError) in
            try await service.question(id: id, site: site)
        }
    }

    /// Traces the request for a question's answers and its answer.
    public func answers(toQuestion id: Int, site: String) async throws(ServiceError) -> [Answer] {
        try await roundTrip("answers(toQuestion: \(id))", summary: Self.summary(of:)) {
            () async throws(ServiceError) in
            try await service.answers(toQuestion: id, site: site)
        }
    }

    /// Traces the request for a user and its answer.
    public func user(id: Int, site: String) async throws(ServiceError) -> UserProfile {
        try await roundTrip("user(id: \(id))", summary: Self.summary(of:)) {
            () async throws(ServiceError) in
            try await service.user(id: id, site: site)
        }
    }

    /// Traces the request for a page of a user's questions and its answer.
    public func questions(of query: UserQuestionsQuery) async throws(ServiceError) -> QuestionPage {
        let message = "questions(ofUser: \(query.userID), page: \(query.page), pagesize: \(query.pageSize))"
        return try await roundTrip(message, summary: TraceSummary.page) { () async throws(ServiceError) in
            try await service.questions(of: query)
        }
    }

    /// Traces the request for an answer's question and its answer.
    public func questionID(ofAnswer id: Int, site: String) async throws(ServiceError) -> Int {
        try await roundTrip("questionID(ofAnswer: \(id))", summary: Self.summary(ofQuestionID:)) {
            () async throws(ServiceError) in
            try await service.questionID(ofAnswer: id, site: site)
        }
    }

    private static func summary(of question: Question) -> String { "question \(question.id)" }
    private static func summary(of user: UserProfile) -> String { "user \(user.id)" }
    private static func summary(ofQuestionID id: Int) -> String { "question \(id)" }

    private static func summary(of answers: [Answer]) -> String {
        TraceSummary.counted(answers.count, "answer")
    }

    private func roundTrip<Value>(
        _ message: String, summary: (Value) -> String,
        _ request: () async throws(ServiceError) -> Value
    ) async throws(ServiceError) -> Value {
        let result = await tracer.call(caller, .service, message) { await Result(fetching: request) }
        switch result {
        case .success(let value):
            tracer.returned(caller, from: .service, summary(value))
            return value
        case .failure(let error):
            tracer.returned(caller, from: .service, TraceSummary.failure(error))
            throw error
        }
    }
}
