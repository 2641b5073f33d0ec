import Entities
import Presenters
import TerminalUI

/// MVP's list view on the screen front: a passive view, as the line front's is; it forwards every event
/// to its presenter and draws what the presenter tells it, the selection included.
///
/// The presenter keeps the selection (SPEC §8) and tells this view which row
/// it is on; the view keeps what only it can know: the scroll, which needs the
/// rows' heights at the screen's width, and the line being typed. A page is
/// forwarded as a move by the rows on the screen, which only the view can
/// count.
@MainActor
public final class MVPScreenQuestionListView: ListScreen, MVPQuestionListViewInterface, FrameScreen {
    private let presenter: any MVPQuestionListEventHandler
    private let rowsView: ListRowsView
    private let statusView: StatusLineView
    private var display = QuestionListDisplay(header: "", rows: [], footer: "")
    private var status = StatusLine()
    private var selected = 0
    /// The scroll, the view's own.
    private var viewport = RowsViewport()

    /// The line being typed, kept here: MVP's view owns it.
    public private(set) var commandLine: CommandLineText?

    /// A view forwarding to `presenter`, drawing with `rowsView` and `statusView`; it attaches itself.
    public init(
        presenter: any MVPQuestionListEventHandler, rowsView: ListRowsView, statusView: StatusLineView
    ) {
        self.presenter = presenter
        self.rowsView = rowsView
        self.statusView = statusView
        presenter.attach(self)
    }

    // MARK: Events to the presenter

    /// Tells the presenter the view appeared.
    public func viewDidLoad() { presenter.viewDidLoad() }
    /// `list`: passes the command on.
    public func redisplayList() { presenter.redisplayList() }
    /// `open N`: passes the row on.
    public func openQuestion(atRow number: Int) { presenter.openQuestion(atRow: number) }
    /// `more`: passes the command on.
    public func loadMore() { presenter.loadMore() }
    /// A newer command, or Ctrl-C: asks the presenter to stop its load.
    public func cancelLoad() { presenter.cancelLoad() }
    /// `save N`: passes the row on.
    public func saveQuestion(atRow number: Int) { presenter.saveQuestion(atRow: number) }
    /// `unsave N`: passes the row on.
    public func unsaveQuestion(atRow number: Int) { presenter.unsaveQuestion(atRow: number) }
    /// `saved`: passes the command on.
    public func openSaved() { presenter.openSaved() }

    /// Forwards a view event to the presenter; the scroll and the typed line are the view's own.
    public func respond(to event: ViewEvent) {
        status.clearMessage()
        switch event {
        case .move(let rows): presenter.moveSelection(by: rows)
        case .page(let pages):
            presenter.moveSelection(by: pages * rowsView.rowsOnScreen(display.rows, viewport: viewport))
        case .moveToFirst: presenter.moveSelectionToFirst()
        case .moveToLast: presenter.moveSelectionToLast()
        case .openSelection: presenter.openSelection()
        case .toggleSave: presenter.toggleSaveOfSelection()
        case .openCommandLine, .editCommandLine, .closeCommandLine: _ = commandLine.take(event)
        }
    }

    // MARK: What the presenter tells it

    /// Keeps the loading line for the status.
    public func showLoading() { status.message = .loading }
    /// Keeps the whole list.
    public func show(_ list: QuestionListDisplay) {
        display = list
        status = StatusLine(footer: list.footer)
    }
    /// Keeps a page's rows under the others, and the new footer.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        display.rows += rows
        display.footer = footer
        status = StatusLine(footer: footer)
    }
    /// Keeps a notice for the status.
    public func showNotice(_ text: String) { status.message = .notice(text) }
    /// Keeps an error for the status.
    public func showError(_ text: String) { status.message = .error(text) }
    /// Keeps the row the presenter selected.
    public func showSelection(atRow index: Int) { selected = index }
    /// Keeps a row drawn again in place.
    public func showRow(_ row: QuestionRowDisplay) {
        guard display.rows.indices.contains(row.number - 1) else { return }
        display.rows[row.number - 1] = row
    }

    // MARK: Drawing

    /// The list's header, for the top line.
    public var heading: String? { display.header.isEmpty ? nil : display.header }

    /// Draws the rows with the selected one in sight, and the status line.
    public func draw(in frame: inout Frame) {
        rowsView.draw(
            display.rows, selected: selected, viewport: &viewport, in: &frame, area: frame.bodyLines)
        statusView.draw(status, commandLine: commandLine, in: &frame)
    }
}

extension MVPScreenQuestionListView: Responder {
    /// Passes `event` on to the presenter, and takes it: the list is the last stop of the chain.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        status.clearMessage()
        return presenter.forward(event, isFirstResponder: isFirstResponder)
    }
}
