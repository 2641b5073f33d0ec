/// What every MVVM view model may ask of the coordinator besides its own screen's intents: what the stack
/// of screens holds, and the moves of the app's flow that a command can call for.
///
/// A view model decides that a command stops the loads in flight or sends
/// the user back to the list first; the coordinator, which owns the flow,
/// carries it out on the screens it showed. Each screen's navigation
/// protocol refines this one, so the coordinator given at `init` is the one
/// place both go.
@MainActor
public protocol MVVMFlowNavigation: AnyObject {
    /// Whether a screen is shown above the list: a command of the list's typed there returns to it first.
    var hasScreenAboveList: Bool { get }
    /// Whether a question is on top: `more` typed on it reaches the screen of rows beneath, which leaves
    /// the question first.
    var isQuestionOnTop: Bool { get }
    /// Whether the list has ever been shown: not yet beneath a question opened from its URL.
    var listHasAppeared: Bool { get }
    /// Stops every load in flight, on every screen, the top one first: the newest command wins.
    func cancelEveryLoad()
    /// Every screen above the list leaves, top first, each through its own `back`.
    func returnToList()
    /// The screen on top leaves through its own `back`.
    func leaveScreenOnTop()
    /// The screen on top appears now, and loads, if it never has; else nothing.
    func showTopIfItNeverAppeared()
    /// The screen now on top shows again, or appears and loads if it never has.
    func showUncoveredScreen()
    /// Shows `text` on the question on top: a view model's answer, from beneath it, to a command typed on it
    /// (`open N` for a row the view model's screen does not have), shown where the user is looking.
    func showErrorOnQuestion(_ text: String)
}
