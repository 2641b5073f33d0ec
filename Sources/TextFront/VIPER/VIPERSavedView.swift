import Presenters
import TerminalUI

/// VIPER's saved-screen view: forwards its events to its presenter and shows what the presenter says,
/// through the terminal's list view.
@MainActor
public final class VIPERSavedView: SavedScreen, VIPERSavedViewInterface {
    private let eventHandler: any VIPERSavedEventHandler
    private let display: any QuestionListDisplaying

    /// A view that reports to `eventHandler` and draws through `display`.
    public init(eventHandler: any VIPERSavedEventHandler, display: any QuestionListDisplaying) {
        self.eventHandler = eventHandler
        self.display = display
    }

    /// Tells the presenter the view has appeared.
    public func viewDidLoad() { eventHandler.viewDidLoad() }
    /// The screen above closed: the presenter shows the saves again.
    public func redisplay() { eventHandler.didRequestRedisplay() }
    /// `saved` typed here: the presenter shows the saves again.
    public func openSaved() { eventHandler.didRequestRedisplay() }
    /// `open N`, passed on.
    public func openQuestion(atRow number: Int) { eventHandler.didRequestOpenQuestion(atRow: number) }
    /// `more`, passed on.
    public func loadMore() { eventHandler.didRequestLoadMore() }
    /// `save N`, passed on.
    public func saveQuestion(atRow number: Int) { eventHandler.didRequestSave(atRow: number) }
    /// `unsave N`, passed on.
    public func unsaveQuestion(atRow number: Int) { eventHandler.didRequestUnsave(atRow: number) }
    /// Leaves, as the screens above the list do for `list` and the list's commands: passed on.
    public func goBack() { eventHandler.didRequestGoBack() }
    /// Nothing to stop: the saves are read at once.
    public func cancelLoad() {}

    /// Shows the whole screen.
    public func show(_ list: QuestionListDisplay) { display.show(list) }
    /// Shows the rows a page added.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        display.showMore(rows, footer: footer)
    }
    /// Shows a notice.
    public func showNotice(_ text: String) { display.showNotice(text) }
    /// Shows an error.
    public func showError(_ text: String) { display.showError(text) }
    /// The line front has no selection: nothing to draw.
    public func showSelection(atRow index: Int) {}
}

/// The saved view takes, on top, what a screen of rows pushed above the list implements, and `open N` and
/// `more` typed on the question above it; it reports each to its presenter, undecided, and hands every
/// other event to the screen beneath.
extension VIPERSavedView: Responder {
    /// Reports `open N` and `more`; and, on top, `back`, `save N`, `unsave N` and `saved`; else takes
    /// nothing.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        eventHandler.forward(event, isFirstResponder: isFirstResponder)
    }
}
