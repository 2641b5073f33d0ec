import Presenters

/// What the VIPER routers need from the user interface: views made for presenters, shown and removed.
///
/// The terminal implements it; the routers never see a concrete view, which
/// keeps the arrow from TextFront to Routers pointing the right way. The host
/// puts a view on screen, the terminal's session tells the view when it has
/// appeared, and the view passes that on to its presenter: lifecycle events
/// never come from a router.
@MainActor
public protocol VIPERViewHost: AnyObject {
    /// Makes the list view, wired to `eventHandler`, and shows it as the first screen.
    func showListView(eventHandler: any VIPERQuestionListEventHandler) -> any VIPERQuestionListViewInterface
    /// Makes a question view, wired to `eventHandler`, and shows it on top. The host keeps it alive.
    func pushQuestionView(eventHandler: any VIPERQuestionEventHandler) -> any VIPERQuestionViewInterface
    /// Removes the question view on top, releasing it.
    func popQuestionView()
    /// Makes a user view, wired to `eventHandler`, and shows it on top. The host keeps it alive.
    func pushUserView(eventHandler: any VIPERUserEventHandler) -> any VIPERUserViewInterface
    /// Removes the user view on top, releasing it.
    func popUserView()
    /// Pushes the saved screen's view, sending its events to `eventHandler`; returns it for the presenter.
    func pushSavedView(eventHandler: any VIPERSavedEventHandler) -> any VIPERSavedViewInterface
    /// Pops the saved screen's view.
    func popSavedView()

    // MARK: What the stack holds, and its rules, for the routers' flow

    /// Whether any screen has a load in flight.
    var hasLoadInFlight: Bool { get }
    /// How many screens are shown, the list included.
    var screenCount: Int { get }
    /// Whether the screen on top is a question.
    var isQuestionOnTop: Bool { get }
    /// Whether the list has appeared.
    var listHasAppeared: Bool { get }
    /// Asks every screen shown to stop its load, the top one first.
    func cancelEveryLoad()
    /// Every screen above the list leaves through its own `back`, top first.
    func returnToList()
    /// The screen on top leaves through its own `back`.
    func leaveScreenOnTop()
    /// The screen on top appears, and loads, if it never has.
    func showTopIfItNeverAppeared()
    /// The screen now on top shows again, or appears if it never has.
    func showUncoveredScreen()
    /// Shows `text` as an error on the question view on top.
    func showErrorOnQuestion(_ text: String)
}
