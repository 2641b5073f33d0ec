import Interactors
import Presenters
import Routers
import TerminalUI

/// The terminal's side of the VIPER routers: makes views for presenters and puts them on the stack.
@MainActor
public final class VIPERTerminalViewHost: VIPERViewHost {
    private let stack: ScreenStack
    private let environment: ViewEnvironment
    private let loads: LoadTracker

    /// A host that shows its views on `stack`, drawn with `environment`, and tells the routers whether any
    /// of the loads `loads` tracks is in flight.
    public init(stack: ScreenStack, environment: ViewEnvironment, loads: LoadTracker) {
        self.stack = stack
        self.environment = environment
        self.loads = loads
    }

    /// Makes the list view for `eventHandler` and makes it the stack's root.
    public func showListView(eventHandler: any VIPERQuestionListEventHandler)
        -> any VIPERQuestionListViewInterface
    {
        let view = VIPERQuestionListView(
            eventHandler: eventHandler, display: TerminalListView(environment: environment))
        stack.setRoot(view)
        return view
    }

    /// Makes a question view for `eventHandler` and pushes it.
    public func pushQuestionView(eventHandler: any VIPERQuestionEventHandler)
        -> any VIPERQuestionViewInterface
    {
        let view = VIPERQuestionView(
            eventHandler: eventHandler, display: TerminalQuestionView(environment: environment))
        stack.push(view)
        return view
    }

    /// Pops the question view.
    public func popQuestionView() {
        stack.pop()
    }

    /// Makes a user view for `eventHandler` and pushes it.
    public func pushUserView(eventHandler: any VIPERUserEventHandler) -> any VIPERUserViewInterface {
        let view = VIPERUserView(
            eventHandler: eventHandler, display: TerminalUserView(environment: environment))
        stack.push(view)
        return view
    }

    /// Pops the user view.
    public func popUserView() {
        stack.pop()
    }

    /// Pushes a saved-screen view reporting to `eventHandler`, drawing through a `TerminalListView`.
    public func pushSavedView(eventHandler: any VIPERSavedEventHandler) -> any VIPERSavedViewInterface {
        let view = VIPERSavedView(
            eventHandler: eventHandler, display: TerminalListView(environment: environment))
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
}
