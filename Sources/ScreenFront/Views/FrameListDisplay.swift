import Entities
import Presenters
import TerminalUI

/// A list's rows and status line as the screen front shows them, for a shape whose views draw on a
/// display (`QuestionListDisplaying`) rather than being the screen: the screen front's counterpart of
/// the line front's `TerminalListView`.
///
/// It is told what to show and keeps it, with the scroll and the typed line
/// where they are the view's own (Smalltalk MVC, SPEC §8); a shape whose
/// controller keeps them (MVC) hands them over when it draws. The selected
/// row is given when it draws: the shape keeps it elsewhere.
@MainActor
public final class FrameListDisplay: QuestionListDisplaying {
    private let rowsView: ListRowsView
    private let statusView: StatusLineView
    private let keepsMessageOnShow: Bool
    private var list = QuestionListDisplay(header: "", rows: [], footer: "")
    private var status = StatusLine()
    private var viewport = RowsViewport()

    /// The line being typed after `:` or `/`, while it is open.
    public var commandLine: CommandLineText?

    /// A display drawing with `rowsView` and `statusView`. One that `keepsMessageOnShow` keeps its status
    /// line's message when the whole list is shown again (the saved screen, redrawn after an unsave that
    /// has just said so).
    public init(rowsView: ListRowsView, statusView: StatusLineView, keepsMessageOnShow: Bool = false) {
        self.rowsView = rowsView
        self.statusView = statusView
        self.keepsMessageOnShow = keepsMessageOnShow
    }

    /// Keeps the loading line for the status.
    public func showLoading() { status.message = .loading }
    /// Keeps the whole list, and its footer for the status.
    public func show(_ list: QuestionListDisplay) {
        self.list = list
        status = StatusLine(footer: list.footer, message: keepsMessageOnShow ? status.message : nil)
    }
    /// Keeps a page's rows under the others, and the new footer.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        list.rows += rows
        list.footer = footer
        status = StatusLine(footer: footer)
    }
    /// Keeps a row drawn again in place.
    public func showRow(_ row: QuestionRowDisplay) {
        guard list.rows.indices.contains(row.number - 1) else { return }
        list.rows[row.number - 1] = row
    }
    /// Keeps a notice for the status.
    public func showNotice(_ text: String) { status.message = .notice(text) }
    /// Keeps an error for the status.
    public func showError(_ text: String) { status.message = .error(text) }

    /// A key arrived: the status line's message goes (a message stays until the next key), but "Loading…",
    /// which stays until the load ends.
    public func clearMessage() {
        if status.message != .loading { status.clearMessage() }
    }

    /// The list's header, for the top line, once there is one.
    public var heading: String? { list.header.isEmpty ? nil : list.header }

    /// The rows whole on the screen at the last layout, at least one: a page's move.
    public var rowsOnPage: Int { rowsOnScreen(viewport: viewport) }

    /// The rows whole on the screen when scrolled as `viewport` was last laid out, at least one.
    public func rowsOnScreen(viewport: RowsViewport) -> Int {
        rowsView.rowsOnScreen(list.rows, viewport: viewport)
    }

    /// Draws the rows with row `selected` (from 0) in sight, and the status line.
    public func draw(selected: Int, in frame: inout Frame) {
        draw(selected: selected, viewport: &viewport, commandLine: commandLine, in: &frame)
    }

    /// Draws as `draw(selected:in:)` does, with an owner's scroll and typed line in place of its own.
    public func draw(
        selected: Int, viewport: inout RowsViewport, commandLine: CommandLineText?, in frame: inout Frame
    ) {
        rowsView.draw(list.rows, selected: selected, viewport: &viewport, in: &frame, area: frame.bodyLines)
        statusView.draw(status, commandLine: commandLine, in: &frame)
    }
}
