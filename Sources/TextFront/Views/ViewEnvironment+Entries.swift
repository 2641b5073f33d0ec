import Presenters
import TerminalUI

extension ViewEnvironment {
    /// Writes one batch of list entries, in as many columns as the width takes: the list's rows, or a
    /// user's questions.
    func writeEntries(_ rows: [QuestionRowDisplay]) {
        let grid = listColumns.grid(forWidth: width)
        // At least two digits, so that the titles of rows 1-9 and 10-99 line up across pages.
        let numberWidth = max(2, String(rows.map(\.number).max() ?? 0).count)
        let layout = ListEntryLayout(numberWidth: numberWidth, styler: styler) {
            TextWrapper().wrap($0, width: grid.columnWidth, firstPrefix: $1, continuationPrefix: $2)
        }
        let entries = listEntryCache.entries(
            for: rows, numberWidth: numberWidth, isStyled: styler.isEnabled,
            width: grid.columnWidth,
            layOut: layout.lines(for:))
        guard grid.count > 1 else {
            // One column, the common case: each entry goes out as it is, under the one before.
            for entry in entries { write(entry) }
            return
        }
        let waterfall = WaterfallLayout(heights: entries.map(\.count), columnCount: grid.count)
        let columns = waterfall.columns.map { column in column.flatMap { entries[$0] } }
        write(ColumnComposer(grid: grid).lines(for: columns))
    }
}
