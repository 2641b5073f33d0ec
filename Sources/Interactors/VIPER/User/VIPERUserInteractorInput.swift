/// What the user presenter asks of the user-page use case.
@MainActor
public protocol VIPERUserInteractorInput: AnyObject {
    /// Where results go: the presenter, set by the router that assembles the module. Held weakly.
    var output: (any VIPERUserInteractorOutput)? { get set }
    /// Fetches the user and their first page of questions.
    func loadPage()
    /// Fetches the next page of questions, or reports that there is none, or that a page is loading.
    func loadMore()
    /// Stops the load in flight, if any, and reports nothing of it.
    func cancelLoad()
    /// The id of the question on row `number` (from 1) of the questions loaded, if there is one.
    func questionID(atRow number: Int) -> Int?
    /// Reports the page as it stands, with the marks as they are now, once it has been loaded.
    func reportCurrentPage()
    /// `save N`: saves the question on row `number` and reports it; `false` when there is no such row.
    func saveQuestion(atRow number: Int) -> Bool
    /// `unsave N`: removes the question on row `number` from the saves and reports it; `false` when
    /// there is no such row.
    func unsaveQuestion(atRow number: Int) -> Bool
}
