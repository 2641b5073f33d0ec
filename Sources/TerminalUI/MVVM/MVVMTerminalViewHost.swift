import Presenters
import Routers
import TerminalUI

/// The terminal's side of the MVVM coordinator: makes views bound to view models and puts them on the stack.
@MainActor
public final class MVVMTerminalViewHost: MVVMViewHost {
    private let stack: ScreenStack
    private let environment: ViewEnvironment

    /// A host that shows its views on `stack`, drawn with `environment`.
    public init(stack: ScreenStack, environment: ViewEnvironment) {
        self.stack = stack
        self.environment = environment
    }

    /// Makes the list view bound to `viewModel` and makes it the stack's root.
    public func showListView(
        for viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput
    ) {
        stack.setRoot(
            MVVMQuestionListView(viewModel: viewModel, display: TerminalListView(environment: environment)))
    }

    /// Makes a question view bound to `viewModel` and pushes it.
    public func pushQuestionView(for viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput) {
        stack.push(
            MVVMQuestionView(viewModel: viewModel, display: TerminalQuestionView(environment: environment)))
    }

    /// Pops the question view.
    public func popQuestionView() {
        stack.pop()
    }

    /// Makes a user view bound to `viewModel` and pushes it.
    public func pushUserView(for viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput) {
        stack.push(MVVMUserView(viewModel: viewModel, display: TerminalUserView(environment: environment)))
    }

    /// Pops the user view.
    public func popUserView() {
        stack.pop()
    }

    /// Pushes a saved-screen view bound to `viewModel`, drawing through a `TerminalListView`.
    public func pushSavedView(for viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput) {
        stack.push(MVVMSavedView(viewModel: viewModel, display: TerminalListView(environment: environment)))
    }

    /// Pops the saved screen.
    public func popSavedView() {
        stack.pop()
    }

    // MARK: What the stack holds, and its rules

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
