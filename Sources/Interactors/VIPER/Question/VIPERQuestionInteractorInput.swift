/// What the question presenter asks of the question use case.
@MainActor
public protocol VIPERQuestionInteractorInput: AnyObject {
    /// Where the result goes: the presenter, set by the router that assembles the module. Held
    /// weakly, as the presenter holds the interactor.
    var output: (any VIPERQuestionInteractorOutput)? { get set }
    /// Fetches the question and its answers.
    func loadQuestion()
    /// Stops the load in flight, if any, and reports nothing of it: the presenter asks when the
    /// module closes, for a newer command, and for Ctrl-C.
    func cancelLoad()
    /// Reports the question as it stands, with its mark as it is now, once it has been loaded.
    func reportCurrentQuestion()
    /// `save`: saves the question and reports it; `false` while the question is not loaded.
    func saveQuestion() -> Bool
    /// `unsave`: removes the question from the saves and reports it; `false` while it is not loaded.
    func unsaveQuestion() -> Bool
}
