import Presenters
import Routers

/// The terminal's side of the MVVM coordinator: has views bound to view models made, and puts them on the
/// stack. Both fronts use it, each with its own views (`MVVMBoundViews`).
@MainActor
public final class MVVMTerminalViewHost: MVVMViewHost {
    private let stack: ScreenStack
    private let views: any MVVMBoundViews

    /// A host that shows on `stack` the views `views` makes.
    public init(stack: ScreenStack, views: any MVVMBoundViews) {
        self.stack = stack
        self.views = views
    }

    /// Makes the list view bound to `viewModel` and makes it the stack's root.
    public func showListView(
        for viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput
    ) {
        stack.setRoot(views.makeListView(for: viewModel))
    }

    /// Makes a question view bound to `viewModel` and pushes it.
    public func pushQuestionView(for viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput) {
        stack.push(views.makeQuestionView(for: viewModel))
    }

    /// Pops the question view.
    public func popQuestionView() {
        stack.pop()
    }

    /// Makes a user view bound to `viewModel` and pushes it.
    public func pushUserView(for viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput) {
        stack.push(views.makeUserView(for: viewModel))
    }

    /// Pops the user view.
    public func popUserView() {
        stack.pop()
    }

    /// Makes a saved-screen view bound to `viewModel` and pushes it.
    public func pushSavedView(for viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput) {
        stack.push(views.makeSavedView(for: viewModel))
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

    /// Hands the refusal to the question view on top, which passes it to its view model.
    public func showErrorOnQuestion(_ text: String) {
        (stack.ownScreens.last as? any MVVMQuestionScreen)?.commandRefused(text)
    }
}

/// Makes the views bound to MVVM's view models, for one front: the line front's (`MVVMTerminalViews`) or
/// the screen front's (`MVVMFullScreenViews`).
@MainActor
public protocol MVVMBoundViews {
    /// The list's view, bound to `viewModel`.
    func makeListView(for viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput)
        -> any ListScreen
    /// A question's view, bound to `viewModel`.
    func makeQuestionView(for viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput)
        -> any MVVMQuestionScreen
    /// A user's page's view, bound to `viewModel`.
    func makeUserView(for viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput) -> any UserScreen
    /// The saved screen's view, bound to `viewModel`.
    func makeSavedView(for viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput) -> any SavedScreen
}

/// A question's view of MVVM's, in either front: what the host tells it goes on to its view model.
@MainActor
public protocol MVVMQuestionScreen: QuestionScreen {
    /// The screen beneath refused a command typed on this question: the view passes the line to its view
    /// model (`MVVMQuestionEventHandler.commandRefused(_:)`), whose state this view shows.
    func commandRefused(_ text: String)
}
