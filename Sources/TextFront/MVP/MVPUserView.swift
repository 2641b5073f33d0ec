import Presenters
import TerminalUI

/// MVP's user view: forwards every command to its presenter, and draws what the presenter tells it.
@MainActor
public final class MVPUserView: UserScreen, MVPUserViewInterface {
    private let presenter: any MVPUserEventHandler
    private let display: any UserPageDisplaying

    /// A view forwarding to `presenter`, drawing through `display`; it attaches itself to the presenter.
    public init(presenter: any MVPUserEventHandler, display: any UserPageDisplaying) {
        self.presenter = presenter
        self.display = display
        presenter.attach(self)
    }

    // MARK: Events to the presenter

    /// Tells the presenter the view appeared.
    public func viewDidLoad() { presenter.viewDidLoad() }
    /// `open N`: passes the row on; the presenter decides.
    public func openQuestion(atRow number: Int) { presenter.openQuestion(atRow: number) }
    /// `more`: passes the command on.
    public func loadMore() { presenter.loadMore() }
    /// Leaves, as the screens above the list do for `list` and the list's commands: passes it on.
    public func goBack() { presenter.goBack() }
    /// The screen above closed: the presenter shows the page again, with its marks as they are now.
    public func redisplay() { presenter.redisplay() }
    /// A newer command, or Ctrl-C: asks the presenter to stop its load.
    public func cancelLoad() { presenter.cancelLoad() }
    /// `save N`: passes the row on; the presenter decides.
    public func saveQuestion(atRow number: Int) { presenter.saveQuestion(atRow: number) }
    /// `unsave N`: passes the row on; the presenter decides.
    public func unsaveQuestion(atRow number: Int) { presenter.unsaveQuestion(atRow: number) }
    /// `saved`: passes the command on.
    public func openSaved() { presenter.openSaved() }

    // MARK: What the presenter tells it

    /// Draws the loading line.
    public func showLoading() { display.showLoading() }
    /// Draws the whole page.
    public func show(_ page: UserPageDisplay) { display.show(page) }
    /// Draws a page's questions and the new footer.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        display.showMore(rows, footer: footer)
    }
    /// Draws a notice.
    public func showNotice(_ text: String) { display.showNotice(text) }
    /// Draws an error.
    public func showError(_ text: String) { display.showError(text) }
    /// The line front has no selection: nothing to draw.
    public func showSelection(atRow index: Int) {}
    /// The line front's rows have scrolled away: nothing to draw again.
    public func showRow(_ row: QuestionRowDisplay) {}
}

/// The user view takes, on top, what a screen of rows pushed above the list implements, and `open N` and
/// `more` typed on the question above it; it hands each to its presenter, undecided, and every other event
/// to the screen beneath.
extension MVPUserView: Responder {
    /// Passes `open N` and `more` on to the presenter; and, on top, `back`, `save N`, `unsave N` and
    /// `saved`; else takes nothing.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        presenter.forward(event, isFirstResponder: isFirstResponder)
    }
}
