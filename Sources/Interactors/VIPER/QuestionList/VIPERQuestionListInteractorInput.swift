import Entities

/// What the list presenter asks of the list use case.
@MainActor
public protocol VIPERQuestionListInteractorInput: AnyObject {
    /// Where results go: the presenter, set by the router that assembles the module. Held weakly, as
    /// the presenter holds the interactor.
    var output: (any VIPERQuestionListInteractorOutput)? { get set }
    /// Loads page 1 of the current query, replacing the list.
    func loadFirstPage()
    /// Loads the page after the last one loaded and appends it (`more`).
    func loadMore()
    /// Fetches page 1 again, bypassing any cache, and replaces the list.
    func refresh()
    /// Loads page 1 of questions tagged `tag` (all, for `nil`); it becomes the list once it arrives.
    func filter(byTag tag: String?)
    /// Loads page 1 in another order; it becomes the list once it arrives.
    func sort(by sort: QuestionSort)
    /// Loads page 1 of the questions containing every word (all, for `nil`); it becomes the list once it
    /// arrives.
    func search(for words: String?)
    /// Reports the list as it is loaded now, without fetching.
    func reportCurrentList()
    /// Stops the load in flight, if any, and reports nothing of it: the presenter asks for a newer
    /// command, or for Ctrl-C.
    func cancelLoad()
    /// The id of the question on row `number` (from 1) of the loaded list, if there is one.
    func questionID(atRow number: Int) -> Int?
    /// The site the list comes from, for the question module.
    var site: String { get }
    /// `save N`: saves the question on row `number` and reports it; `false` when there is no such row.
    func saveQuestion(atRow number: Int) -> Bool
    /// `unsave N`: removes the question on row `number` from the saves and reports it; `false` when
    /// there is no such row.
    func unsaveQuestion(atRow number: Int) -> Bool
}
