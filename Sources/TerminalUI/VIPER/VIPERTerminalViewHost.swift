import Interactors
import Presenters
import Routers

/// The terminal's side of the VIPER routers: has views made for presenters, and puts them on the stack.
/// Both fronts use it, each with its own views (`VIPERViews`).
@MainActor
public final class VIPERTerminalViewHost: VIPERViewHost {
    private let stack: ScreenStack
    private let views: any VIPERViews
    private let loads: LoadTracker

    /// A host that shows on `stack` the views `views` makes, and tells the routers whether any of the loads
    /// `loads` tracks is in flight.
    public init(stack: ScreenStack, views: any VIPERViews, loads: LoadTracker) {
        self.stack = stack
        self.views = views
        self.loads = loads
    }

    /// Makes the list view for `eventHandler` and makes it the stack's root.
    public func showListView(eventHandler: any VIPERQuestionListEventHandler)
        -> any VIPERQuestionListViewInterface
    {
        let view = views.makeListView(eventHandler: eventHandler)
        stack.setRoot(view)
        return view
    }

    /// Makes a question view for `eventHandler` and pushes it.
    public func pushQuestionView(eventHandler: any VIPERQuestionEventHandler)
        -> any VIPERQuestionViewInterface
    {
        let view = views.makeQuestionView(eventHandler: eventHandler)
        stack.push(view)
        return view
    }

    /// Pops the question view.
    public func popQuestionView() {
        stack.pop()
    }

    /// Makes a user view for `eventHandler` and pushes it.
    public func pushUserView(eventHandler: any VIPERUserEventHandler) -> any VIPERUserViewInterface {
        let view = views.makeUserView(eventHandler: eventHandler)
        stack.push(view)
        return view
    }

    /// Pops the user view.
    public func popUserView() {
        stack.pop()
    }

    /// Makes a saved-screen view for `eventHandler` and pushes it.
    public func pushSavedView(eventHandler: any VIPERSavedEventHandler) -> any VIPERSavedViewInterface {
        let view = views.makeSavedView(eventHandler: eventHandler)
        stack.push(view)
        return view
    }

    /// Pops the saved screen.
    public func popSavedView() {
        stack.pop()
    }

    // MARK: What the stack holds, and its rules

    /// Whether any load is in flight.
    public var hasLoadInFlight: Bool { loads.hasLoadInFlight }

    /// How many screens the stack holds, the list included.
    public var screenCount: Int { stack.screens.count }

    /// Whether the screen on top of the stack is a question.
    public var isQuestionOnTop: Bool { stack.top is any QuestionScreen }

    /// Whether the list at the bottom of the stack has appeared.
    public var listHasAppeared: Bool { stack.listHasAppeared }

    /// Asks every screen on the stack to stop its load, the top one first.
    public func cancelEveryLoad() { stack.cancelLoads() }

    /// Every screen above the list leaves through its own `goBack()`, top first.
    public func returnToList() { stack.returnToList() }

    /// The screen on top leaves through its own `goBack()`.
    public func leaveScreenOnTop() { (stack.top as? any PushedScreen)?.goBack() }

    /// The screen on top appears, and loads, if it never has.
    public func showTopIfItNeverAppeared() { stack.showTopIfItNeverAppeared() }

    /// The screen now on top shows again, or appears if it never has.
    public func showUncoveredScreen() { stack.showUncoveredScreen() }

    /// Tells the question view on top to show `text` as an error.
    public func showErrorOnQuestion(_ text: String) {
        (stack.ownScreens.last as? any VIPERQuestionViewInterface)?.showError(text)
    }
}

/// Makes VIPER's views for one front: the line front's (`VIPERTerminalViews`) or the screen front's
/// (`VIPERFullScreenViews`); each is a screen on the stack and the view its presenter talks to.
@MainActor
public protocol VIPERViews {
    /// The list's view, reporting to `eventHandler`.
    func makeListView(eventHandler: any VIPERQuestionListEventHandler) -> any ListScreen
        & VIPERQuestionListViewInterface
    /// A question's view, reporting to `eventHandler`.
    func makeQuestionView(eventHandler: any VIPERQuestionEventHandler) -> any QuestionScreen
        & VIPERQuestionViewInterface
    /// A user's page's view, reporting to `eventHandler`.
    func makeUserView(eventHandler: any VIPERUserEventHandler) -> any UserScreen & VIPERUserViewInterface
    /// The saved screen's view, reporting to `eventHandler`.
    func makeSavedView(eventHandler: any VIPERSavedEventHandler) -> any SavedScreen & VIPERSavedViewInterface
}
