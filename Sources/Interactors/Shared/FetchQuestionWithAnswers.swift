import Entities

/// The use case every pattern's question screen runs: fetch one question with its answers in reading order.
///
/// MVC's controller, MVVM's view model and VIPER's interactor all call it, so
/// the rule lives once. The two requests go out together.
public struct FetchQuestionWithAnswers: Sendable {
    private let service: any QuestionService

    /// - Parameter service: where the question and its answers come from.
    public init(service: any QuestionService) {
        self.service = service
    }

    /// The question `id` of `site` and its answers, the accepted one first, then by score.
    public func callAsFunction(id: Int, site: String) async throws(ServiceError) -> QuestionWithAnswers {
        // `async let` would forget the typed error, so each request hands back a Result instead.
        async let question = Self.result { () async throws(ServiceError) in
            try await service.question(id: id, site: site)
        }
        async let answers = Self.result { () async throws(ServiceError) in
            try await service.answers(toQuestion: id, site: site)
        }
        let (questionResult, answersResult) = await (question, answers)
        return QuestionWithAnswers(
            question: try questionResult.get(), answers: try answersResult.get().inReadingOrder())
    }

    private static func result<Value>(
        _ request: () async throws(ServiceError) -> Value
    ) async -> Result<Value, ServiceError> {
        do {
            return .success(try await request())
        } catch {
            return .failure(error)
        }
    }
}

/// A question and its answers, as the question screen shows them.
public struct QuestionWithAnswers: Hashable, Sendable {
    /// The question, with its body.
    public var question: Question
    /// The answers in reading order: the accepted one first, then by score.
    public var answers: [Answer]

    /// A question and its answers, the answers already in reading order.
    public init(question: Question, answers: [Answer]) {
        self.question = question
        self.answers = answers
    }
}
