import Presenters
import TerminalUI

/// MVP's question view: forwards `back`, `user` and its appearances to its presenter, and draws what it is
/// told.
@MainActor
public final class MVPQuestionView: QuestionScreen, MVPQuestionViewInterface {
    private let presenter: any MVPQuestionEventHandler
    private let display: any QuestionDisplaying

    /// A view forwarding to `presenter`, drawing through `display`; it attaches itself to the presenter.
    public init(presenter: any MVPQuestionEventHandler, display: any QuestionDisplaying) {
        self.presenter = presenter
        self.display = display
        presenter.attach(self)
    }

    /// Tells the presenter the view appeared.
    public func viewDidLoad() { presenter.viewDidLoad() }
    /// Leaves, as the screens above the list do for `list` and the list's commands: passes it on.
    public func goBack() { presenter.goBack() }
    /// `user`: passes the command on.
    public func openUser() { presenter.openUser() }
    /// The screen above closed: the presenter shows the question again, with its mark as it is now.
    public func redisplay() { presenter.redisplay() }
    /// A newer command, or Ctrl-C: asks the presenter to stop its load.
    public func cancelLoad() { presenter.cancelLoad() }
    /// `save`: passes the command on.
    public func saveQuestion() { presenter.saveQuestion() }
    /// `unsave`: passes the command on.
    public func unsaveQuestion() { presenter.unsaveQuestion() }
    /// `saved`: passes the command on.
    public func openSaved() { presenter.openSaved() }

    /// Draws the loading line.
    public func showLoading() { display.showLoading() }
    /// Draws the question with its answers.
    public func show(_ screen: QuestionScreenDisplay) { display.show(screen) }
    /// Draws an error.
    public func showError(_ text: String) { display.showError(text) }
    /// Draws a one-line notice.
    public func showNotice(_ text: String) { display.showNotice(text) }
    /// The line front's question has scrolled away: nothing to draw in place; the next `back` to it shows
    /// the mark.
    public func showInPlace(_ screen: QuestionScreenDisplay) {}
}

/// The question view, on top, takes what a question implements and hands it to its presenter, undecided;
/// it hands every other event to the screen beneath, whose rows `open N` and `more` read.
extension MVPQuestionView: Responder {
    /// Passes `back`, `user`, `saved`, `save` and `unsave` on to the presenter when on top; else takes
    /// nothing.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        presenter.forward(event, isFirstResponder: isFirstResponder)
    }
}
