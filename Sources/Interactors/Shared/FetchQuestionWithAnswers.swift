import Entities

/// The use case every pattern's question screen runs: fetch one question with its answers in reading order.
///
/// MVC's controller, MVP's presenter, MVVM's view model, VIPER's interactor and the store's effect all call it, so
/// the rule lives once. The question and its answers are asked for together:
/// the two requests are independent, so opening a question costs one round
/// trip, not two.
public struct FetchQuestionWithAnswers: Sendable {
    private let service: any QuestionService

    /// - Parameter service: where the question and its answers come from.
    public init(service: any QuestionService) {
        self.service = service
    }

    /// The question `id` of `site` and its answers, the accepted one first, then by score.
    ///
    /// The two requests go together (`fetchTogether`), the question first:
    /// when it fails, its error is the one thrown and the answers' request is
    /// cancelled, and waited for; when the caller is cancelled, both are.
    @MainActor
    public func callAsFunction(id: Int, site: String) async throws(ServiceError) -> QuestionWithAnswers {
        let service = self.service
        let (question, answers) = try await fetchTogether {
            () async throws(ServiceError) in
            try await service.question(id: id, site: site)
        } alongside: { () async throws(ServiceError) in
            try await service.answers(toQuestion: id, site: site)
        }
        return QuestionWithAnswers(question: question, answers: answers.inReadingOrder())
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
