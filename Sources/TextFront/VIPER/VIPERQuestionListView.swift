import Entities
import Presenters
import TerminalUI

/// VIPER's list view: forwards every command to its presenter and shows what the presenter says.
///
/// It makes no decision, not even whether row N exists; it keeps its
/// presenter alive, and the presenter holds it weakly.
@MainActor
public final class VIPERQuestionListView: ListScreen,
    VIPERQuestionListViewInterface
{
    private let eventHandler: any VIPERQuestionListEventHandler
    private let display: any QuestionListDisplaying

    /// A view that reports to `eventHandler` and draws through `display`.
    public init(eventHandler: any VIPERQuestionListEventHandler, display: any QuestionListDisplaying) {
        self.eventHandler = eventHandler
        self.display = display
    }

    // MARK: Events to the presenter

    /// Tells the presenter the view has appeared.
    public func viewDidLoad() { eventHandler.viewDidLoad() }
    /// `list`, passed on.
    public func redisplayList() { eventHandler.didRequestRedisplayList() }
    /// `open N`, passed on undecided.
    public func openQuestion(atRow number: Int) { eventHandler.didRequestOpenQuestion(atRow: number) }
    /// `more`, passed on.
    public func loadMore() { eventHandler.didRequestLoadMore() }
    /// `refresh`, passed on.
    public func refresh() { eventHandler.didRequestRefresh() }
    /// `tag`, passed on.
    public func filter(byTag tag: String?) { eventHandler.didRequestFilter(byTag: tag) }
    /// `sort`, passed on.
    public func sort(by sort: QuestionSort) { eventHandler.didRequestSort(by: sort) }
    /// `search`, passed on.
    public func search(for words: String?) { eventHandler.didRequestSearch(for: words) }
    /// A newer command, or Ctrl-C, passed on.
    public func cancelLoad() { eventHandler.didRequestCancelLoad() }
    /// `save N`, passed on.
    public func saveQuestion(atRow number: Int) { eventHandler.didRequestSave(atRow: number) }
    /// `unsave N`, passed on.
    public func unsaveQuestion(atRow number: Int) { eventHandler.didRequestUnsave(atRow: number) }
    /// `saved`, passed on.
    public func openSaved() { eventHandler.didRequestOpenSaved() }

    // MARK: What the presenter shows

    /// Shows that a fetch has started.
    public func showLoading() { display.showLoading() }
    /// Shows the whole list.
    public func show(_ list: QuestionListDisplay) { display.show(list) }
    /// Shows appended rows and the new footer.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        display.showMore(rows, footer: footer)
    }
    /// Shows a notice.
    public func showNotice(_ text: String) { display.showNotice(text) }
    /// Shows an error.
    public func showError(_ text: String) { display.showError(text) }
    /// The line front has no selection: nothing to draw.
    public func showSelection(atRow index: Int) {}
    /// The line front's rows have scrolled away: nothing to draw again.
    public func showRow(_ row: QuestionRowDisplay) {}
}

/// The list view is the last stop of the responder chain: it takes every event that reaches it and
/// reports each to its presenter, undecided. What the event means is the presenter's.
extension VIPERQuestionListView: Responder {
    /// Reports `event` to the presenter, and takes it.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        eventHandler.forward(event, isFirstResponder: isFirstResponder)
    }
}
