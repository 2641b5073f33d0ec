import Entities

/// What the list presenter asks of the list use case.
@MainActor
public protocol QuestionListInteractorInput: AnyObject {
    /// Loads page 1 of the current query, replacing the list.
    func loadFirstPage() async
    /// Loads the page after the last one loaded and appends it.
    func loadNextPage() async
    /// Fetches page 1 again, bypassing any cache, and replaces the list.
    func refresh() async
    /// Starts over from page 1 with only questions tagged `tag` (or all, for `nil`).
    func filter(byTag tag: String?) async
    /// Starts over from page 1 in another order.
    func sort(by sort: QuestionSort) async
    /// Reports the list as it is loaded now, without fetching.
    func reportCurrentList()
    /// The id of the question at `index` (from 0) of the loaded list, if there is one.
    func questionID(at index: Int) -> Int?
    /// The site the list comes from, for the question module.
    var site: String { get }
}
