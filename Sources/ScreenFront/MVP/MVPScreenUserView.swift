import Entities
import Presenters
import TerminalUI

/// MVP's user view on the screen front: a passive view that forwards every event to its presenter and
/// draws the page it is told, the selected question in reverse video.
///
/// As on the list, the presenter keeps the selection and the view keeps the
/// scroll and the typed line (SPEC §8).
@MainActor
public final class MVPScreenUserView: UserScreen, MVPUserViewInterface, FrameScreen {
    private let presenter: any MVPUserEventHandler
    private let headerView: UserHeaderView
    private let rowsView: ListRowsView
    private let statusView: StatusLineView
    private var page: UserPageDisplay?
    private var status = StatusLine()
    private var selected = 0
    /// The scroll, the view's own.
    private var viewport = RowsViewport()

    /// The line being typed, kept here: MVP's view owns it.
    public private(set) var commandLine: CommandLineText?

    /// A view forwarding to `presenter`, drawing with the shared views; it attaches itself.
    public init(
        presenter: any MVPUserEventHandler, headerView: UserHeaderView, rowsView: ListRowsView,
        statusView: StatusLineView
    ) {
        self.presenter = presenter
        self.headerView = headerView
        self.rowsView = rowsView
        self.statusView = statusView
        presenter.attach(self)
    }

    // MARK: Events to the presenter

    /// Tells the presenter the view appeared.
    public func viewDidLoad() { presenter.viewDidLoad() }
    /// `open N`: passes the row on.
    public func openQuestion(atRow number: Int) { presenter.openQuestion(atRow: number) }
    /// `more`: passes the command on.
    public func loadMore() { presenter.loadMore() }
    /// A newer command, or Ctrl-C: asks the presenter to stop its load.
    public func cancelLoad() { presenter.cancelLoad() }
    /// Leaves, through the presenter.
    public func goBack() { presenter.goBack() }
    /// The screen above closed: asks the presenter to show the page again.
    public func redisplay() { presenter.redisplay() }
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
            presenter.moveSelection(by: pages * rowsView.rowsOnScreen(page?.rows ?? [], viewport: viewport))
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
    /// Keeps the whole page.
    public func show(_ page: UserPageDisplay) {
        self.page = page
        status = StatusLine(footer: page.footer)
    }
    /// Keeps a page's questions under the others, and the new footer.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        page?.rows += rows
        page?.footer = footer
        status = StatusLine(footer: footer)
    }
    /// Keeps a notice for the status.
    public func showNotice(_ text: String) { status.message = .notice(text) }
    /// Keeps an error for the status.
    public func showError(_ text: String) { status.message = .error(text) }
    /// Keeps the question the presenter selected.
    public func showSelection(atRow index: Int) { selected = index }
    /// Keeps a row drawn again in place.
    public func showRow(_ row: QuestionRowDisplay) {
        guard page?.rows.indices.contains(row.number - 1) == true else { return }
        page?.rows[row.number - 1] = row
    }

    // MARK: Drawing

    /// A user's page gives the top line nothing of its own.
    public var heading: String? { nil }

    /// Draws the user, their questions with the selected one in sight, and the status line.
    public func draw(in frame: inout Frame) {
        if let page {
            let rows = headerView.draw(page, in: &frame, area: frame.bodyLines)
            rowsView.draw(page.rows, selected: selected, viewport: &viewport, in: &frame, area: rows)
        }
        statusView.draw(status, commandLine: commandLine, in: &frame)
    }
}

extension MVPScreenUserView: Responder {
    /// Passes `open N` and `more` on to the presenter; and, on top, `back`, `save N`, `unsave N` and `saved`.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { status.clearMessage() }
        return presenter.forward(event, isFirstResponder: isFirstResponder)
    }
}
