import Entities
import Presenters
import TerminalUI

/// VIPER's saved view on the screen front: a passive view that forwards every event to its presenter and
/// draws the saves it is told, the selected one in reverse video.
///
/// The presenter keeps the selection (an unsave keeps its row number,
/// clamped); the view keeps the scroll and the typed line (SPEC §8).
@MainActor
public final class VIPERScreenSavedView: SavedScreen, VIPERSavedViewInterface, FrameScreen {
    private let eventHandler: any VIPERSavedEventHandler
    private let rowsView: ListRowsView
    private let statusView: StatusLineView
    private var display = QuestionListDisplay(header: "", rows: [], footer: "")
    private var status = StatusLine()
    private var selected = 0
    /// The scroll, the view's own.
    private var viewport = RowsViewport()

    /// The line being typed, kept here: VIPER's view owns it.
    public private(set) var commandLine: CommandLineText?

    /// A view reporting to `eventHandler`, drawing with `rowsView` and `statusView`.
    public init(eventHandler: any VIPERSavedEventHandler, rowsView: ListRowsView, statusView: StatusLineView)
    {
        self.eventHandler = eventHandler
        self.rowsView = rowsView
        self.statusView = statusView
    }

    // MARK: Events to the presenter

    /// Tells the presenter the screen appeared.
    public func viewDidLoad() { eventHandler.viewDidLoad() }
    /// `open N`: passes the row on.
    public func openQuestion(atRow number: Int) { eventHandler.didRequestOpenQuestion(atRow: number) }
    /// `more`: passes the command on.
    public func loadMore() { eventHandler.didRequestLoadMore() }
    /// The saves are read at once: there is no load to stop.
    public func cancelLoad() {}
    /// Leaves, through the presenter.
    public func goBack() { eventHandler.didRequestGoBack() }
    /// The screen above closed: asks the presenter to show the saves again.
    public func redisplay() { eventHandler.didRequestRedisplay() }
    /// `save N`: passes the row on.
    public func saveQuestion(atRow number: Int) { eventHandler.didRequestSave(atRow: number) }
    /// `unsave N`: passes the row on.
    public func unsaveQuestion(atRow number: Int) { eventHandler.didRequestUnsave(atRow: number) }
    /// `saved`: passes the command on.
    public func openSaved() { eventHandler.didRequestOpenSaved() }

    /// Forwards a view event to the presenter; the scroll and the typed line are the view's own.
    public func respond(to event: ViewEvent) {
        status.clearMessage()
        switch event {
        case .move(let rows): eventHandler.didRequestMoveSelection(by: rows)
        case .page(let pages):
            eventHandler.didRequestMoveSelection(
                by: pages * rowsView.rowsOnScreen(display.rows, viewport: viewport))
        case .moveToFirst: eventHandler.didRequestMoveSelectionToFirst()
        case .moveToLast: eventHandler.didRequestMoveSelectionToLast()
        case .openSelection: eventHandler.didRequestOpenSelection()
        case .toggleSave: eventHandler.didRequestToggleSaveOfSelection()
        case .openCommandLine, .editCommandLine, .closeCommandLine: _ = commandLine.take(event)
        }
    }

    // MARK: What the presenter tells it

    /// Keeps the whole screen.
    public func show(_ list: QuestionListDisplay) {
        display = list
        status = StatusLine(footer: list.footer, message: status.message)
    }
    /// Keeps a page's saves under the others, and the new footer.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        display.rows += rows
        display.footer = footer
        status = StatusLine(footer: footer)
    }
    /// Keeps a notice for the status.
    public func showNotice(_ text: String) { status.message = .notice(text) }
    /// Keeps an error for the status.
    public func showError(_ text: String) { status.message = .error(text) }
    /// Keeps the save the presenter selected.
    public func showSelection(atRow index: Int) { selected = index }

    // MARK: Drawing

    /// The saved screen gives the top line nothing of its own.
    public var heading: String? { nil }

    /// Draws the saves with the selected one in sight, and the status line.
    public func draw(in frame: inout Frame) {
        rowsView.draw(
            display.rows, selected: selected, viewport: &viewport, in: &frame, area: frame.bodyLines)
        statusView.draw(status, commandLine: commandLine, in: &frame)
    }
}

extension VIPERScreenSavedView: Responder {
    /// Passes `open N` and `more` on to the presenter; and, on top, `back`, `save N`, `unsave N` and `saved`.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { status.clearMessage() }
        return eventHandler.forward(event, isFirstResponder: isFirstResponder)
    }
}
