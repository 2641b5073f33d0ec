import Entities

/// What the list view reports to its presenter: every user event, undecided.
///
/// Each event is named after the command's verb (`more` is `loadMore` in
/// every pattern), in the event handler's `didRequest…` voice.
@MainActor
public protocol VIPERQuestionListEventHandler: AnyObject {
    /// The view is on screen for the first time: time to load the first page.
    func viewDidLoad()
    /// The user typed `list`: show every loaded row again.
    func didRequestRedisplayList()
    /// The user typed `open N`; the row may or may not exist.
    func didRequestOpenQuestion(atRow number: Int)
    /// The user typed `more`.
    func didRequestLoadMore()
    /// The user typed `refresh`.
    func didRequestRefresh()
    /// The user typed `tag NAME`, or `tag` alone (`nil`) to clear the filter.
    func didRequestFilter(byTag tag: String?)
    /// The user typed `sort ORDER`.
    func didRequestSort(by sort: QuestionSort)
    /// The user typed `search WORDS`, or `search` alone (`nil`) to clear the search.
    func didRequestSearch(for words: String?)
    /// A newer command came, or Ctrl-C, while a page loads: it must not be shown.
    func didRequestCancelLoad()
    /// `save N` was typed.
    func didRequestSave(atRow number: Int)
    /// `unsave N` was typed.
    func didRequestUnsave(atRow number: Int)
    /// `saved` was typed.
    func didRequestOpenSaved()
    /// `back` reached the list: there is nothing beneath it.
    func didRequestBack()
    /// `list` was typed, on any screen.
    func didRequestList()
    /// `user` reached the list: it is not a question.
    func didRequestUser()
    /// `save` without a row reached the list.
    func didRequestSave()
    /// `unsave` without a row reached the list.
    func didRequestUnsave()
    /// Ctrl-C, on any screen.
    func didInterrupt()
    /// The screen front's ↑/↓ or a page: move the selection by `rows`, loading more past the last.
    func didRequestMoveSelection(by rows: Int)
    /// Home: the first row.
    func didRequestMoveSelectionToFirst()
    /// End: the last loaded row.
    func didRequestMoveSelectionToLast()
    /// Enter: open the selected row's question.
    func didRequestOpenSelection()
    /// s: save the selected row's question, or unsave it.
    func didRequestToggleSaveOfSelection()
}
