import Entities

/// What the question presenter asks of the question use case.
@MainActor
public protocol QuestionInteractorInput: AnyObject {
    /// Fetches the question and its answers.
    func loadQuestion() async
}

/// What the question use case reports back to its presenter.
@MainActor
public protocol QuestionInteractorOutput: AnyObject {
    /// A fetch has started that may take a while.
    func didStartLoading()
    /// The question and its answers arrived.
    func didLoad(_ question: QuestionDetail)
    /// The question or its answers could not be fetched.
    func didFailToLoad(with error: ServiceError)
}
