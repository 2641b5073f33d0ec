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
    /// The answers are fetched in a task of their own while this one fetches
    /// the question. That task is made first, on the caller's actor (every
    /// pattern calls this from the main actor), and the main actor runs its
    /// work in order, so the service is asked for the question first and the
    /// answers second. Offline, where the service answers in the order it is
    /// asked, every run and every trace is the same; live, the two requests
    /// run at once and come back in the order the server sends them.
    /// When the question fails, its error is the one thrown and the answers'
    /// request is cancelled, and waited for, so that nothing of the fetch
    /// outlives it; when the caller is cancelled, both are.
    @MainActor
    public func callAsFunction(id: Int, site: String) async throws(ServiceError) -> QuestionWithAnswers {
        let service = self.service
        let answers = Task {
            await Result(fetching: { () async throws(ServiceError) in
                try await service.answers(toQuestion: id, site: site)
            })
        }
        let outcome = await withTaskCancellationHandler {
            () async -> Result<QuestionWithAnswers, ServiceError> in
            let question: Question
            do throws(ServiceError) {
                question = try await service.question(id: id, site: site)
            } catch {
                // Cancelled, and waited for: the fetch ends only once its last request has.
                answers.cancel()
                _ = await answers.value
                return .failure(error)
            }
            return await answers.value.map {
                QuestionWithAnswers(question: question, answers: $0.inReadingOrder())
            }
        } onCancel: {
            answers.cancel()
        }
        return try outcome.get()
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
