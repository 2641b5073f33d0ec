import Presenters
import TerminalUI

/// Makes the views MVC's controllers draw on: the composition root asks it for the list's, and each
/// controller for the view of the controller it pushes; their tests make views through it too.
///
/// The composition root picks which factory (`--trace` picks one whose views trace each call a
/// controller makes on them).
@MainActor
public protocol MVCViewFactory {
    /// The list's view.
    func makeListView() -> any QuestionListDisplaying
    /// A question's view.
    func makeQuestionView() -> any QuestionDisplaying
    /// A user's page's view.
    func makeUserView() -> any UserPageDisplaying
    /// The saved screen's view: a list view.
    func makeSavedView() -> any QuestionListDisplaying
}

/// The factory of an ordinary run: the terminal's shared views, drawing in one environment.
public struct MVCTerminalViews: MVCViewFactory {
    private let environment: ViewEnvironment

    /// Views that draw in `environment`.
    public init(environment: ViewEnvironment) {
        self.environment = environment
    }

    /// A `TerminalListView`.
    public func makeListView() -> any QuestionListDisplaying { TerminalListView(environment: environment) }

    /// A `TerminalQuestionView`.
    public func makeQuestionView() -> any QuestionDisplaying {
        TerminalQuestionView(environment: environment)
    }

    /// A `TerminalUserView`.
    public func makeUserView() -> any UserPageDisplaying { TerminalUserView(environment: environment) }

    /// A `TerminalListView`: the saved screen is drawn as the list is.
    public func makeSavedView() -> any QuestionListDisplaying { TerminalListView(environment: environment) }
}
