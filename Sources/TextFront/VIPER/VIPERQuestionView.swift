import Presenters
import TerminalUI

/// VIPER's question view: forwards its events to its presenter and shows what the presenter says.
@MainActor
public final class VIPERQuestionView: QuestionScreen, VIPERQuestionViewInterface {
    private let eventHandler: any VIPERQuestionEventHandler
    private let display: any QuestionDisplaying

    /// A view that reports to `eventHandler` and draws through `display`.
    public init(eventHandler: any VIPERQuestionEventHandler, display: any QuestionDisplaying) {
        self.eventHandler = eventHandler
        self.display = display
    }

    /// Tells the presenter the view has appeared.
    public func viewDidLoad() { eventHandler.viewDidLoad() }
    /// Leaves, as the screens above the list do for `list` and the list's commands: passed on.
    public func goBack() { eventHandler.didRequestGoBack() }
    /// `user`, passed on.
    public func openUser() { eventHandler.didRequestUser() }
    /// The screen above closed: the presenter shows the question again, as the interactor reports it now.
    public func redisplay() { eventHandler.didRequestRedisplay() }
    /// A newer command, or Ctrl-C, passed on.
    public func cancelLoad() { eventHandler.didRequestCancelLoad() }
    /// `save`, passed on.
    public func saveQuestion() { eventHandler.didRequestSave() }
    /// `unsave`, passed on.
    public func unsaveQuestion() { eventHandler.didRequestUnsave() }
    /// `saved`, passed on.
    public func openSaved() { eventHandler.didRequestOpenSaved() }

    /// Shows that a fetch has started.
    public func showLoading() { display.showLoading() }
    /// Shows the question.
    public func show(_ screen: QuestionScreenDisplay) { display.show(screen) }
    /// Shows an error.
    public func showError(_ text: String) { display.showError(text) }
    /// The line front's question has scrolled away: nothing to draw in place.
    public func showInPlace(_ screen: QuestionScreenDisplay) {}
    /// Shows a notice.
    public func showNotice(_ text: String) { display.showNotice(text) }
}

/// The question view, on top, takes what a question implements and reports it to its presenter; it hands
/// every other event to the screen beneath, whose rows `open N` and `more` read.
extension VIPERQuestionView: Responder {
    /// Reports `back`, `user`, `saved`, `save` and `unsave` to the presenter when on top; else takes
    /// nothing.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        eventHandler.forward(event, isFirstResponder: isFirstResponder)
    }
}
