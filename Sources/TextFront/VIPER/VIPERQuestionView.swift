import Presenters

/// VIPER's question view: forwards `back` to its presenter and shows what the presenter says.
@MainActor
final class VIPERQuestionView: QuestionScreen, QuestionViewInterface {
    private let eventHandler: any QuestionEventHandler
    private let display: any QuestionDisplaying

    init(eventHandler: any QuestionEventHandler, display: any QuestionDisplaying) {
        self.eventHandler = eventHandler
        self.display = display
    }

    func goBack() { eventHandler.didRequestBack() }

    func showLoading() { display.showLoading() }
    func show(_ screen: QuestionScreenDisplay) { display.show(screen) }
    func showError(_ text: String) { display.showError(text) }
}
