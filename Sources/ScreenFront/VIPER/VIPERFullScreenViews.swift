import Presenters
import TerminalUI

/// The screen front's views for VIPER's presenters, each drawing into frames through the shared screen
/// views. The modules (interactors, presenters, routers) and the host are the line front's.
@MainActor
public struct VIPERFullScreenViews: VIPERViews {
    private let environment: ScreenEnvironment

    /// Views drawn with `environment`.
    public init(environment: ScreenEnvironment) {
        self.environment = environment
    }

    /// A `VIPERScreenQuestionListView`.
    public func makeListView(eventHandler: any VIPERQuestionListEventHandler) -> any ListScreen
        & VIPERQuestionListViewInterface
    {
        VIPERScreenQuestionListView(
            eventHandler: eventHandler, rowsView: environment.rowsView, statusView: environment.statusView)
    }

    /// A `VIPERScreenQuestionView`.
    public func makeQuestionView(eventHandler: any VIPERQuestionEventHandler) -> any QuestionScreen
        & VIPERQuestionViewInterface
    {
        VIPERScreenQuestionView(
            eventHandler: eventHandler, textView: environment.makeQuestionTextView(),
            statusView: environment.statusView)
    }

    /// A `VIPERScreenUserView`.
    public func makeUserView(eventHandler: any VIPERUserEventHandler) -> any UserScreen
        & VIPERUserViewInterface
    {
        VIPERScreenUserView(
            eventHandler: eventHandler, headerView: environment.userHeaderView,
            rowsView: environment.rowsView,
            statusView: environment.statusView)
    }

    /// A `VIPERScreenSavedView`.
    public func makeSavedView(eventHandler: any VIPERSavedEventHandler) -> any SavedScreen
        & VIPERSavedViewInterface
    {
        VIPERScreenSavedView(
            eventHandler: eventHandler, rowsView: environment.rowsView, statusView: environment.statusView)
    }
}
