import Presenters
import TerminalUI

/// The line front's views for VIPER's presenters, each drawing through the terminal's shared views.
@MainActor
public struct VIPERTerminalViews: VIPERViews {
    private let environment: ViewEnvironment

    /// Views drawn with `environment`.
    public init(environment: ViewEnvironment) {
        self.environment = environment
    }

    /// A `VIPERQuestionListView` drawing through a `TerminalListView`.
    public func makeListView(eventHandler: any VIPERQuestionListEventHandler) -> any ListScreen
        & VIPERQuestionListViewInterface
    {
        VIPERQuestionListView(eventHandler: eventHandler, display: TerminalListView(environment: environment))
    }

    /// A `VIPERQuestionView` drawing through a `TerminalQuestionView`.
    public func makeQuestionView(eventHandler: any VIPERQuestionEventHandler) -> any QuestionScreen
        & VIPERQuestionViewInterface
    {
        VIPERQuestionView(eventHandler: eventHandler, display: TerminalQuestionView(environment: environment))
    }

    /// A `VIPERUserView` drawing through a `TerminalUserView`.
    public func makeUserView(eventHandler: any VIPERUserEventHandler) -> any UserScreen
        & VIPERUserViewInterface
    {
        VIPERUserView(eventHandler: eventHandler, display: TerminalUserView(environment: environment))
    }

    /// A `VIPERSavedView` drawing through a `TerminalListView`.
    public func makeSavedView(eventHandler: any VIPERSavedEventHandler) -> any SavedScreen
        & VIPERSavedViewInterface
    {
        VIPERSavedView(eventHandler: eventHandler, display: TerminalListView(environment: environment))
    }
}
