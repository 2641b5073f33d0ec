import Presenters
import TerminalUI

/// MVP's passive saved-screen view: hands each command to its presenter and draws what the presenter
/// tells it through the terminal's list view.
@MainActor
public final class MVPSavedView: SavedScreen, MVPSavedViewInterface {
    private let presenter: any MVPSavedEventHandler
    private let display: any QuestionListDisplaying

    /// A view sending its events to `presenter`, which it attaches itself to, and drawing on `display`.
    public init(presenter: any MVPSavedEventHandler, display: any QuestionListDisplaying) {
        self.presenter = presenter
        self.display = display
        presenter.attach(self)
    }

    // MARK: Events to the presenter

    /// Tells the presenter the view appeared.
    public func viewDidLoad() { presenter.viewDidLoad() }
    /// The screen above closed: the presenter shows the saves again.
    public func redisplay() { presenter.redisplay() }
    /// `saved` typed here: the presenter shows the saves again.
    public func openSaved() { presenter.redisplay() }
    /// `open N`: passes the row on; the presenter decides.
    public func openQuestion(atRow number: Int) { presenter.openQuestion(atRow: number) }
    /// `more`: passes the command on.
    public func loadMore() { presenter.loadMore() }
    /// `save N`: passes the row on; the presenter decides.
    public func saveQuestion(atRow number: Int) { presenter.saveQuestion(atRow: number) }
    /// `unsave N`: passes the row on; the presenter decides.
    public func unsaveQuestion(atRow number: Int) { presenter.unsaveQuestion(atRow: number) }
    /// Leaves, as the screens above the list do for `list` and the list's commands: passes it on.
    public func goBack() { presenter.goBack() }
    /// Nothing to stop: the saves are read at once.
    public func cancelLoad() {}

    // MARK: What the presenter tells it

    /// Draws the whole screen.
    public func show(_ list: QuestionListDisplay) { display.show(list) }
    /// Draws a page's rows and the new footer.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        display.showMore(rows, footer: footer)
    }
    /// Draws a one-line notice.
    public func showNotice(_ text: String) { display.showNotice(text) }
    /// Draws a one-line error.
    public func showError(_ text: String) { display.showError(text) }
    /// The line front has no selection: nothing to draw.
    public func showSelection(atRow index: Int) {}
}

/// The saved view takes, on top, what a screen of rows pushed above the list implements, and `open N` and
/// `more` typed on the question above it; it hands each to its presenter, undecided, and every other event
/// to the screen beneath.
extension MVPSavedView: Responder {
    /// Passes `open N` and `more` on to the presenter; and, on top, `back`, `save N`, `unsave N` and
    /// `saved`; else takes nothing.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        presenter.forward(event, isFirstResponder: isFirstResponder)
    }
}
