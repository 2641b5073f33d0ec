import Presenters
import TerminalUI

/// The line front's views bound to MVVM's view models, each drawing through the terminal's shared views.
@MainActor
public struct MVVMTerminalViews: MVVMBoundViews {
    private let environment: ViewEnvironment

    /// Views drawn with `environment`.
    public init(environment: ViewEnvironment) {
        self.environment = environment
    }

    /// An `MVVMQuestionListView` drawing through a `TerminalListView`.
    public func makeListView(
        for viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput
    )
        -> any ListScreen
    {
        MVVMQuestionListView(viewModel: viewModel, display: TerminalListView(environment: environment))
    }

    /// An `MVVMQuestionView` drawing through a `TerminalQuestionView`.
    public func makeQuestionView(for viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput)
        -> any MVVMQuestionScreen
    {
        MVVMQuestionView(viewModel: viewModel, display: TerminalQuestionView(environment: environment))
    }

    /// An `MVVMUserView` drawing through a `TerminalUserView`.
    public func makeUserView(for viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput)
        -> any UserScreen
    {
        MVVMUserView(viewModel: viewModel, display: TerminalUserView(environment: environment))
    }

    /// An `MVVMSavedView` drawing through a `TerminalListView`.
    public func makeSavedView(for viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput)
        -> any SavedScreen
    {
        MVVMSavedView(viewModel: viewModel, display: TerminalListView(environment: environment))
    }
}
