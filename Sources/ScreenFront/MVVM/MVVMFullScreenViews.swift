import Presenters
import TerminalUI

/// The screen front's views bound to MVVM's view models, each drawing into frames through the shared
/// screen views. The view models, the coordinator and the host are the line front's.
@MainActor
public struct MVVMFullScreenViews: MVVMBoundViews {
    private let environment: ScreenEnvironment

    /// Views drawn with `environment`.
    public init(environment: ScreenEnvironment) {
        self.environment = environment
    }

    /// An `MVVMScreenQuestionListView`.
    public func makeListView(
        for viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput
    )
        -> any ListScreen
    {
        MVVMScreenQuestionListView(
            viewModel: viewModel, rowsView: environment.rowsView, statusView: environment.statusView)
    }

    /// An `MVVMScreenQuestionView`.
    public func makeQuestionView(for viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput)
        -> any MVVMQuestionScreen
    {
        MVVMScreenQuestionView(
            viewModel: viewModel, textView: environment.makeQuestionTextView(),
            statusView: environment.statusView)
    }

    /// An `MVVMScreenUserView`.
    public func makeUserView(for viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput)
        -> any UserScreen
    {
        MVVMScreenUserView(
            viewModel: viewModel, headerView: environment.userHeaderView, rowsView: environment.rowsView,
            statusView: environment.statusView)
    }

    /// An `MVVMScreenSavedView`.
    public func makeSavedView(for viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput)
        -> any SavedScreen
    {
        MVVMScreenSavedView(
            viewModel: viewModel, rowsView: environment.rowsView, statusView: environment.statusView)
    }
}
