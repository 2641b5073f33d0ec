import Presenters
import Routers

/// The terminal's side of the MVVM coordinator: makes views bound to view models and puts them on the stack.
@MainActor
final class MVVMScreens: MVVMViewHost {
    private let stack: ScreenStack
    private let environment: ViewEnvironment

    init(stack: ScreenStack, environment: ViewEnvironment) {
        self.stack = stack
        self.environment = environment
    }

    func showListView(for viewModel: QuestionListViewModel) {
        stack.setRoot(
            MVVMQuestionListView(viewModel: viewModel, display: TerminalListView(environment: environment)))
    }

    func pushQuestionView(for viewModel: QuestionViewModel) {
        stack.push(
            MVVMQuestionView(viewModel: viewModel, display: TerminalQuestionView(environment: environment)))
    }

    func popQuestionView() {
        stack.pop()
    }
}
