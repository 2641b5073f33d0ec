import Presenters
import Routers

/// The terminal's side of the VIPER routers: makes views for presenters and puts them on the stack.
@MainActor
final class VIPERScreens: VIPERViewHost {
    private let stack: ScreenStack
    private let environment: ViewEnvironment

    init(stack: ScreenStack, environment: ViewEnvironment) {
        self.stack = stack
        self.environment = environment
    }

    func showListView(eventHandler: any QuestionListEventHandler) -> any QuestionListViewInterface {
        let view = VIPERQuestionListView(
            eventHandler: eventHandler, display: TerminalListView(environment: environment))
        stack.setRoot(view)
        return view
    }

    func pushQuestionView(eventHandler: any QuestionEventHandler) -> any QuestionViewInterface {
        let view = VIPERQuestionView(
            eventHandler: eventHandler, display: TerminalQuestionView(environment: environment))
        stack.push(view)
        return view
    }

    func popQuestionView() {
        stack.pop()
    }
}
