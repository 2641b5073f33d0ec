import Entities

/// What the question use case reports back to its presenter.
@MainActor
public protocol VIPERQuestionInteractorOutput: AnyObject {
    /// A fetch has started that may take a while.
    func didStartLoading()
    /// The question and its answers arrived.
    func didLoad(_ question: VIPERQuestionDetail)
    /// The question or its answers could not be fetched.
    func didFailToLoad(with error: ServiceError)
    /// A save or unsave was answered: saved, already saved, removed, not saved, or why not.
    func didAnswerSave(_ outcome: SaveOutcome)
    /// The question was saved or unsaved; `question` holds its new mark.
    func didChangeMark(_ question: VIPERQuestionDetail)
}
