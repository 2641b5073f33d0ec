/// Where MVP's presenters send navigation: a small protocol that the UI side implements.
///
/// The presenter decides when to navigate; the navigator, on the UI side
/// (`TerminalUI/MVP/MVPTerminalNavigator.swift`), makes the next screen and
/// puts it up, as a UIKit navigation controller would.
@MainActor
public protocol MVPNavigation: AnyObject {
    /// Shows question `id` of `site` on top: of the list, or of a user's page.
    func showQuestion(id: Int, site: String)
    /// Takes the question off, back to the screen beneath.
    func closeQuestion()
    /// Shows the page of user `id` of `site` on top of the question.
    func showUser(id: Int, site: String)
    /// Takes the user's page off, back to the question beneath.
    func closeUser()
    /// Shows the saved screen of `site` on top.
    func showSaved(site: String)
    /// Takes the saved screen off, back to the screen beneath.
    func closeSaved()
    /// Shows `text` on the question on top: a presenter's answer, from beneath it, to a command typed on it
    /// (`open N` for a row the presenter's screen does not have), shown where the user is looking.
    func showErrorOnQuestion(_ text: String)

    // MARK: What the stack holds, and the framework's rules a presenter calls when it decides to

    /// Whether a screen is shown above the list: a command of the list's typed there returns to it first.
    var hasScreenAboveList: Bool { get }
    /// Whether a question is on top: `more` typed on it reaches the screen of rows beneath, which leaves
    /// the question first.
    var isQuestionOnTop: Bool { get }
    /// Whether the list has ever been shown: not yet beneath a question opened from its URL.
    var listHasAppeared: Bool { get }
    /// Asks every screen on display to stop its load, the top one first: the newest command wins.
    func cancelEveryLoad()
    /// Every screen above the list leaves, top first, each through its own `back`.
    func returnToList()
    /// The screen on top leaves through its own `back`.
    func leaveScreenOnTop()
    /// The screen on top appears now, and loads, if it never has (the list beneath a question opened from
    /// its URL); else nothing.
    func showTopIfItNeverAppeared()
    /// The screen now on top shows again, or appears and loads if it never has.
    func showUncoveredScreen()
}
