/// What the question view reports to its presenter.
@MainActor
public protocol VIPERQuestionEventHandler: AnyObject {
    /// The view is on screen for the first time: time to load the question.
    func viewDidLoad()
    /// The user typed `back` on the question.
    func didRequestBack()
    /// The module leaves (a command typed on it returns to the screen beneath).
    func didRequestGoBack()
    /// The user typed `user`.
    func didRequestUser()
    /// A newer command came, or Ctrl-C, while the question loads: it must not be shown.
    func didRequestCancelLoad()
    /// Ctrl-C with this screen on top: stop every load, or say how to leave, on this screen.
    func didInterrupt()
    /// The screen above closed: show the question again.
    func didRequestRedisplay()
    /// `save` was typed.
    func didRequestSave()
    /// `unsave` was typed.
    func didRequestUnsave()
    /// `saved` was typed.
    func didRequestOpenSaved()
    /// `save N` was typed on the question, which has no rows.
    func didRequestSave(atRow number: Int)
    /// `unsave N` was typed on the question, which has no rows.
    func didRequestUnsave(atRow number: Int)
    /// The screen front's s: save the question shown, or unsave it.
    func didRequestToggleSave()
}
