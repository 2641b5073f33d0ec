import Presenters
import TerminalUI

/// VIPER's user view: forwards its events to its presenter and shows what the presenter says.
@MainActor
public final class VIPERUserView: UserScreen, VIPERUserViewInterface {
    private let eventHandler: any VIPERUserEventHandler
    private let display: any UserPageDisplaying

    /// A view that reports to `eventHandler` and draws through `display`.
    public init(eventHandler: any VIPERUserEventHandler, display: any UserPageDisplaying) {
        self.eventHandler = eventHandler
        self.display = display
    }

    /// Tells the presenter the view has appeared.
    public func viewDidLoad() { eventHandler.viewDidLoad() }
    /// `open N`, passed on.
    public func openQuestion(atRow number: Int) { eventHandler.didRequestOpenQuestion(atRow: number) }
    /// `more`, passed on.
    public func loadMore() { eventHandler.didRequestLoadMore() }
    /// Leaves, as the screens above the list do for `list` and the list's commands: passed on.
    public func goBack() { eventHandler.didRequestGoBack() }
    /// The screen above closed: the presenter shows the page again, as the interactor reports it now.
    public func redisplay() { eventHandler.didRequestRedisplay() }
    /// A newer command, or Ctrl-C, passed on.
    public func cancelLoad() { eventHandler.didRequestCancelLoad() }
    /// `save N`, passed on.
    public func saveQuestion(atRow number: Int) { eventHandler.didRequestSave(atRow: number) }
    /// `unsave N`, passed on.
    public func unsaveQuestion(atRow number: Int) { eventHandler.didRequestUnsave(atRow: number) }
    /// `saved`, passed on.
    public func openSaved() { eventHandler.didRequestOpenSaved() }

    /// Shows that a fetch has started.
    public func showLoading() { display.showLoading() }
    /// Shows the whole page.
    public func show(_ page: UserPageDisplay) { display.show(page) }
    /// Shows a page's questions and the new footer.
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

/// The user view takes, on top, what a screen of rows pushed above the list implements, and `open N` and
/// `more` typed on the question above it; it reports each to its presenter, undecided, and hands every
/// other event to the screen beneath.
extension VIPERUserView: Responder {
    /// Reports `open N` and `more`; and, on top, `back`, `save N`, `unsave N` and `saved`; else takes
    /// nothing.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        eventHandler.forward(event, isFirstResponder: isFirstResponder)
    }
}
