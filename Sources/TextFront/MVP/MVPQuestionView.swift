import Presenters

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
    /// `back`: passes the command on.
    public func goBack() { presenter.goBack() }
    /// `user`: passes the command on.
    public func openUser() { presenter.openUser() }
    /// The screen above closed: the display draws again what it showed last, as a window keeps it.
    public func redisplay() { display.redraw() }
    /// A newer command, or Ctrl-C: asks the presenter to stop its load.
    public func cancelLoad() { presenter.cancelLoad() }

    /// Draws the loading line.
    public func showLoading() { display.showLoading() }
    /// Draws the question with its answers.
    public func show(_ screen: QuestionScreenDisplay) { display.show(screen) }
    /// Draws an error.
    public func showError(_ text: String) { display.showError(text) }
}
