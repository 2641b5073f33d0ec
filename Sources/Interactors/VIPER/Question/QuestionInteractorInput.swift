/// What the question presenter asks of the question use case.
@MainActor
public protocol QuestionInteractorInput: AnyObject {
    /// Fetches the question and its answers.
    func loadQuestion() async
}
