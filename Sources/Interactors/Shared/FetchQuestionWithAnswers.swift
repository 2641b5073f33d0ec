import Entities

/// The use case every pattern's question screen runs: fetch one question with its answers in reading order.
///
/// MVC's controller, MVVM's view model and VIPER's interactor all call it, so
/// the rule lives once. The question is asked for first and its answers
/// second, one after the other: a missing question then costs one request,
/// and every run (and every `--trace`) shows the same order of calls.
public struct FetchQuestionWithAnswers: Sendable {
    private let service: any QuestionService

    /// - Parameter service: where the question and its answers come from.
    public init(service: any QuestionService) {
        self.service = service
    }

    /// The question `id` of `site` and its answers, the accepted one first, then by score.
    public func callAsFunction(id: Int, site: String) async throws(ServiceError) -> QuestionWithAnswers {
        let question = try await service.question(id: id, site: site)
        let answers = try await service.answers(toQuestion: id, site: site)
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
