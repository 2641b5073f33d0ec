import Presenters

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
        write(list.rows)
        environment.writeBlankLine()
        environment.writeMessage(list.footer, style: .dim)
    }

    /// Draws the rows a new page added, as a block under the list, then the new footer.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        write(rows)
        environment.writeBlankLine()
        environment.writeMessage(footer, style: .dim)
    }

    /// Writes a notice, such as the refresh summary.
    public func showNotice(_ text: String) {
        environment.writeMessage(text, style: .yellow)
    }

    /// Writes an error.
    public func showError(_ text: String) {
        environment.writeMessage(text, style: .red)
    }

    /// Writes one batch of entries, in as many columns as the width takes.
    private func write(_ rows: [QuestionRowDisplay]) {
        let environment = environment
        let grid = environment.listColumns.grid(forWidth: environment.width)
        // At least two digits, so that the titles of rows 1-9 and 10-99 line up across pages.
        let numberWidth = max(2, String(rows.map(\.number).max() ?? 0).count)
        let layout = ListEntryLayout(numberWidth: numberWidth, styler: environment.styler) {
            TextWrapper().wrap($0, width: grid.columnWidth, firstPrefix: $1, continuationPrefix: $2)
        }
        let entries = environment.listEntryCache.entries(
            for: rows, numberWidth: numberWidth, isStyled: environment.styler.isEnabled,
            width: grid.columnWidth,
            layOut: layout.lines(for:))
        guard grid.count > 1 else {
            // One column, the common case: each entry goes out as it is, under the one before.
            for entry in entries { environment.write(entry) }
            return
        }
        let waterfall = WaterfallLayout(heights: entries.map(\.count), columnCount: grid.count)
        let columns = waterfall.columns.map { column in column.flatMap { entries[$0] } }
        environment.write(ColumnComposer(grid: grid).lines(for: columns))
    }
}
