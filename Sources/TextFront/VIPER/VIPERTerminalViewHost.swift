import Presenters
import Routers
import TerminalUI

/// The terminal's side of the VIPER routers: makes views for presenters and puts them on the stack.
@MainActor
public final class VIPERTerminalViewHost: VIPERViewHost {
    private let stack: ScreenStack
    private let environment: ViewEnvironment

    /// A host that shows its views on `stack`, drawn with `environment`.
    public init(stack: ScreenStack, environment: ViewEnvironment) {
        self.stack = stack
        self.environment = environment
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
}
