/// What the user view reports to its presenter.
@MainActor
public protocol VIPERUserEventHandler: AnyObject {
    /// The view is on screen for the first time: time to load the page.
    func viewDidLoad()
    /// The user typed `open N`, on the page or on the question above it.
    func didRequestOpenQuestion(atRow number: Int)
    /// The user typed `more`, on the page or on the question above it.
    func didRequestLoadMore()
    /// The user typed `back` on the page.
    func didRequestBack()
    /// The module leaves (a command typed on it returns to the list).
    func didRequestGoBack()
    /// A newer command came, or Ctrl-C, while the page loads: it must not be shown.
    func didRequestCancelLoad()
    /// Ctrl-C with this screen on top: stop every load, or say how to leave, on this screen.
    func didInterrupt()
    /// The screen above closed: show the page again.
    func didRequestRedisplay()
    /// `save N` was typed.
    func didRequestSave(atRow number: Int)
    /// `unsave N` was typed.
    func didRequestUnsave(atRow number: Int)
    /// `user` was typed on this page, which has no asker: the answer is said here, where the user is
    /// looking, as the list says it.
    func didRequestUser()
    /// `save` without a row was typed on this page.
    func didRequestSave()
    /// `unsave` without a row was typed on this page.
    func didRequestUnsave()
    /// `saved` was typed.
    func didRequestOpenSaved()
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
