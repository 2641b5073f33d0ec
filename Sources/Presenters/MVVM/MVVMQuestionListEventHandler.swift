import Entities

/// What the list view asks of its view model: one input per command, named as in every pattern.
///
/// The view holds its view model through this protocol and
/// `MVVMQuestionListViewModelOutput`, never as the concrete class, so a test can
/// stand in for it and the composition root can wrap it (the trace does).
@MainActor
public protocol MVVMQuestionListEventHandler: AnyObject {
    /// Loads page 1 of the query (the view appeared).
    func loadFirstPage()
    /// `list`: the whole list again, without fetching.
    func redisplayList()
    /// `open N`: the question on row `number`, or an error when there is none.
    func openQuestion(atRow number: Int)
    /// `more`: the next page.
    func loadMore()
    /// `refresh`: page 1 again, with what changed marked.
    func refresh()
    /// `tag NAME` or `tag`: page 1 for a tag, or for every tag when `nil`.
    func filter(byTag tag: String?)
    /// `sort ORDER`: page 1 in another order.
    func sort(by sort: QuestionSort)
    /// `search WORDS` or `search`: page 1 of the questions containing every word, or of every question
    /// when `nil`.
    func search(for words: String?)
    /// Stops the load in flight, if any, so that nothing it fetched is shown.
    func cancelLoad()
    /// `save N`: save the question on row `number`.
    func saveQuestion(atRow number: Int)
    /// `unsave N`: remove the question on row `number` from the saves.
    func unsaveQuestion(atRow number: Int)
    /// `saved`: the saved screen, on top.
    func openSaved()
    /// `back` reached the list: there is nothing beneath it.
    func back()
    /// `list`, typed on any screen: back to the list, every loaded row again.
    func showList()
    /// `user` reached the list: it is not a question.
    func openUser()
    /// `save` without a row reached the list.
    func saveQuestion()
    /// `unsave` without a row reached the list.
    func unsaveQuestion()
    /// Ctrl-C, on any screen: stop what is loading, or say how to leave.
    func interrupt()
    /// The screen front's ↑/↓ or a page: move the selection by `rows`, loading the next page past the last.
    func moveSelection(by rows: Int)
    /// Home: the first row.
    func moveSelectionToFirst()
    /// End: the last loaded row.
    func moveSelectionToLast()
    /// Enter: open the selected row's question.
    func openSelection()
    /// s: save the selected row's question, or unsave it.
    func toggleSaveOfSelection()
}

/// What the list view reads from its view model: the state, now and on every change.
@MainActor
public protocol MVVMQuestionListViewModelOutput: AnyObject {
    /// Binds an observer: it gets the current state at once, then every change.
    func bind(_ observer: @escaping @MainActor (MVVMQuestionListViewModel.State) -> Void)
}
