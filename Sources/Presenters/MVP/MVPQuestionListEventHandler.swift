import Entities

/// What MVP's list view sends its presenter: every event, passed on undecided.
///
/// The view knows its presenter only by this protocol, as a passive view
/// should: it can pass an event on, but not reach the presenter's state.
@MainActor
public protocol MVPQuestionListEventHandler: AnyObject {
    /// Gives the presenter its view, which it holds weakly.
    func attach(_ view: any MVPQuestionListViewInterface)
    /// The view appeared: load page 1.
    func viewDidLoad()
    /// `list`: the whole list again.
    func redisplayList()
    /// `open N`: open the question on row N, or say there is none.
    func openQuestion(atRow number: Int)
    /// `more`: the next page.
    func loadMore()
    /// `refresh`: page 1 again, marking what changed.
    func refresh()
    /// `tag NAME`, or `tag` alone (`nil`).
    func filter(byTag tag: String?)
    /// `sort ORDER`.
    func sort(by sort: QuestionSort)
    /// `search WORDS`, or `search` alone (`nil`).
    func search(for words: String?)
    /// A newer command, or Ctrl-C: stop the load in flight.
    func cancelLoad()
    /// `save N`: the question on row `number` is saved.
    func saveQuestion(atRow number: Int)
    /// `unsave N`: the question on row `number` is removed from the saves.
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
