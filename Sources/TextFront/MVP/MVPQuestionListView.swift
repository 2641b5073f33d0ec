import Entities
import Presenters
import TerminalUI

/// MVP's list view: forwards every command to its presenter, and draws what the presenter tells it.
///
/// It decides nothing, not even whether row N exists. It holds its
/// presenter; the presenter holds it weakly, through `MVPQuestionListViewInterface`.
/// The drawing itself is the shared dumb view's.
@MainActor
public final class MVPQuestionListView: ListScreen,
    MVPQuestionListViewInterface
{
    private let presenter: any MVPQuestionListEventHandler
    private let display: any QuestionListDisplaying

    /// A view forwarding to `presenter`, drawing through `display`; it attaches itself to the presenter.
    public init(presenter: any MVPQuestionListEventHandler, display: any QuestionListDisplaying) {
        self.presenter = presenter
        self.display = display
        presenter.attach(self)
    }

    // MARK: Events to the presenter

    /// Tells the presenter the view appeared.
    public func viewDidLoad() { presenter.viewDidLoad() }
    /// `list`: passes the command on.
    public func redisplayList() { presenter.redisplayList() }
    /// `open N`: passes the row on; the presenter decides.
    public func openQuestion(atRow number: Int) { presenter.openQuestion(atRow: number) }
    /// `more`: passes the command on.
    public func loadMore() { presenter.loadMore() }
    /// `refresh`: passes the command on.
    public func refresh() { presenter.refresh() }
    /// `tag`: passes the tag on.
    public func filter(byTag tag: String?) { presenter.filter(byTag: tag) }
    /// `sort`: passes the order on.
    public func sort(by sort: QuestionSort) { presenter.sort(by: sort) }

    /// `search`: passes the words on.
    public func search(for words: String?) { presenter.search(for: words) }
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
    /// Draws the whole list.
    public func show(_ list: QuestionListDisplay) { display.show(list) }
    /// Draws a page's rows and the new footer.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        display.showMore(rows, footer: footer)
    }
    /// Draws a notice.
    public func showNotice(_ text: String) { display.showNotice(text) }
    /// Draws an error.
    public func showError(_ text: String) { display.showError(text) }
    /// The line front has no selection: nothing to draw.
    public func showSelection(atRow index: Int) {}
    /// The line front's rows have scrolled away: nothing to draw again; the next `list` shows the row.
    public func showRow(_ row: QuestionRowDisplay) {}
}

/// The list view is the last stop of the responder chain: it takes every event that reaches it and hands
/// each to its presenter as the matching event, undecided. What the event means (a load stopped, the
/// screens above closed, a line saying why not) is the presenter's.
extension MVPQuestionListView: Responder {
    /// Passes `event` on to the presenter, and takes it.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        presenter.forward(event, isFirstResponder: isFirstResponder)
    }
}
