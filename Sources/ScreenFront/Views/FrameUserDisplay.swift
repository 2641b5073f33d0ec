import Entities
import Presenters
import TerminalUI

/// A user's page as the screen front shows it, for a shape whose views draw on a display
/// (`UserPageDisplaying`): the screen front's counterpart of the line front's `TerminalUserView`. As
/// `FrameListDisplay`, it keeps what it is told, the scroll and the typed line; the selection is given.
@MainActor
public final class FrameUserDisplay: UserPageDisplaying {
    private let headerView: UserHeaderView
    private let rowsView: ListRowsView
    private let statusView: StatusLineView
    private var page: UserPageDisplay?
    private var status = StatusLine()
    private var viewport = RowsViewport()

    /// The line being typed after `:` or `/`, while it is open.
    public var commandLine: CommandLineText?

    /// A display drawing with `headerView`, `rowsView` and `statusView`.
    public init(headerView: UserHeaderView, rowsView: ListRowsView, statusView: StatusLineView) {
        self.headerView = headerView
        self.rowsView = rowsView
        self.statusView = statusView
    }

    /// Keeps the loading line for the status.
    public func showLoading() { status.message = .loading }
    /// Keeps the whole page, and its footer for the status.
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
    /// Keeps a row drawn again in place.
    public func showRow(_ row: QuestionRowDisplay) {
        guard page?.rows.indices.contains(row.number - 1) == true else { return }
        page?.rows[row.number - 1] = row
    }
    /// Keeps a notice for the status.
    public func showNotice(_ text: String) { status.message = .notice(text) }
    /// Keeps an error for the status.
    public func showError(_ text: String) { status.message = .error(text) }

    /// A key arrived: the status line's message goes.
    public func clearMessage() { status.clearMessage() }

    /// The rows whole on the screen at the last layout, at least one: a page's move.
    public var rowsOnPage: Int { rowsOnScreen(viewport: viewport) }

    /// The rows whole on the screen when scrolled as `viewport` was last laid out, at least one.
    public func rowsOnScreen(viewport: RowsViewport) -> Int {
        rowsView.rowsOnScreen(page?.rows ?? [], viewport: viewport)
    }

    /// Draws the user, then the questions with row `selected` (from 0) in sight, and the status line.
    public func draw(selected: Int, in frame: inout Frame) {
        draw(selected: selected, viewport: &viewport, commandLine: commandLine, in: &frame)
    }

    /// Draws as `draw(selected:in:)` does, with an owner's scroll and typed line in place of its own.
    public func draw(
        selected: Int, viewport: inout RowsViewport, commandLine: CommandLineText?, in frame: inout Frame
    ) {
        if let page {
            let rows = headerView.draw(page, in: &frame, area: frame.bodyLines)
            rowsView.draw(page.rows, selected: selected, viewport: &viewport, in: &frame, area: rows)
        }
        statusView.draw(status, commandLine: commandLine, in: &frame)
    }
}
