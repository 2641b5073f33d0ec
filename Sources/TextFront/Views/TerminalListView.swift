import Presenters
import TerminalUI

/// Draws the question list in the terminal; the one list view every pattern renders through.
///
/// It decides nothing: every word comes from the display model, and it only
/// arranges, wraps and colours. On a wide terminal it sets the entries in
/// balanced columns, a layout the patterns never hear of: each entry goes
/// into the column that is shortest so far (`WaterfallLayout`), so the
/// numbers run across the columns. Each batch of rows is laid out once, as a
/// block of its own: `more` puts its rows under the ones shown before, since
/// a terminal cannot redraw what has scrolled away.
@MainActor
public final class TerminalListView: QuestionListDisplaying {
    private let environment: ViewEnvironment

    /// A list view drawing with `environment`.
    public init(environment: ViewEnvironment) {
        self.environment = environment
    }

    /// Says a fetch has started, when fetches are slow enough to say so.
    public func showLoading() {
        environment.writeLoading()
    }

    /// Draws the whole list: header, entries, footer.
    public func show(_ list: QuestionListDisplay) {
        environment.writeBlankLine()
        environment.writeMessage(list.header, style: .bold)
        environment.writeEntries(list.rows)
        environment.writeBlankLine()
        environment.writeMessage(list.footer, style: .dim)
    }

    /// Draws the rows a new page added, as a block under the list, then the new footer.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        environment.writeEntries(rows)
        environment.writeBlankLine()
        environment.writeMessage(footer, style: .dim)
    }

    /// Nothing: a terminal of lines cannot draw again a row that has scrolled away; the next whole list
    /// shows its mark.
    public func showRow(_ row: QuestionRowDisplay) {}

    /// Writes a notice, such as the refresh summary.
    public func showNotice(_ text: String) {
        environment.writeMessage(text, style: .yellow)
    }

    /// Writes an error.
    public func showError(_ text: String) {
        environment.writeMessage(text, style: .red)
    }
}
