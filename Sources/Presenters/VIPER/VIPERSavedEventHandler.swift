/// What VIPER's saved-screen view sends its presenter, in the view's voice.
@MainActor
public protocol VIPERSavedEventHandler: AnyObject {
    /// The view appeared.
    func viewDidLoad()
    /// The screen above closed, or `saved` was typed here.
    func didRequestRedisplay()
    /// `open N` was typed, on the screen or on the question above it.
    func didRequestOpenQuestion(atRow number: Int)
    /// `more` was typed, on the screen or on the question above it.
    func didRequestLoadMore()
    /// `user` was typed on this screen, which has no asker: the answer is said here, where the user is
    /// looking, as the list says it.
    func didRequestUser()
    /// `save` without a row was typed on this screen.
    func didRequestSave()
    /// `unsave` without a row was typed on this screen.
    func didRequestUnsave()
    /// `saved` was typed on the saved screen.
    func didRequestOpenSaved()
    /// `back` was typed on the screen.
    func didRequestBack()
    /// `save N` was typed.
    func didRequestSave(atRow number: Int)
    /// `unsave N` was typed.
    func didRequestUnsave(atRow number: Int)
    /// The module leaves (a command typed on it returns to the list).
    func didRequestGoBack()
    /// Ctrl-C with this screen on top: stop every load, or say how to leave, on this screen.
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
