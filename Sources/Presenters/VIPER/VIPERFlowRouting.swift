/// What every VIPER presenter may ask of its router besides its own module's navigation: what the stack
/// of screens holds, whether anything loads, and the moves of the app's flow that a command can call for.
///
/// The presenter decides that a command stops the loads in flight or sends
/// the user back to the list first; the router, the module's wireframe,
/// carries it out on the screens. Each module's routing protocol refines
/// this one.
@MainActor
public protocol VIPERFlowRouting: AnyObject {
    /// Whether any screen has a load in flight.
    var hasLoadInFlight: Bool { get }
    /// Whether a screen is shown above the list: a command of the list's typed there returns to it first.
    var hasScreenAboveList: Bool { get }
    /// Whether a question is on top: `more` typed on it reaches the screen of rows beneath, which leaves
    /// the question first.
    var isQuestionOnTop: Bool { get }
    /// Whether the list has ever been shown: not yet beneath a question opened from its URL.
    var listHasAppeared: Bool { get }
    /// Stops every load in flight, on every screen, the top one first: the newest command wins.
    func cancelEveryLoad()
    /// Every module above the list leaves, top first, each through its own `back`.
    func returnToList()
    /// The module on top leaves through its own `back`.
    func leaveScreenOnTop()
    /// The screen on top appears now, and loads, if it never has; else nothing.
    func showTopIfItNeverAppeared()
    /// The screen now on top shows again, or appears and loads if it never has.
    func showUncoveredScreen()
    /// Shows `text` on the question module on top: a presenter's answer, from beneath it, to a command typed
    /// on it (`open N` for a row the presenter's module does not have), shown where the user is looking.
    func showErrorOnQuestion(_ text: String)
}
