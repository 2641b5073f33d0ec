/// Sets columns of laid-out lines side by side as terminal lines, each column padded to the grid's
/// column width and followed by its gutter.
///
/// A line ends after the last column that has text on it, so no line ends
/// in spaces; with one column the lines come out exactly as they went in.
/// A cell wider than its column (a URL that cannot be broken) pushes the
/// rest of its line to the right rather than being cut.
public struct ColumnComposer: Sendable {
    private let grid: ColumnGrid

    /// A composer for the columns of `grid`.
    public init(grid: ColumnGrid) {
        self.grid = grid
    }

    /// The terminal lines showing `columns`, left to right, as tall as the tallest.
    public func lines(for columns: [[StyledLine]]) -> [String] {
        let height = columns.map(\.count).max() ?? 0
        return (0..<height).map { index in
            line(columns.map { index < $0.count ? $0[index] : .blank })
        }
    }

    private func line(_ cells: [StyledLine]) -> String {
        guard let last = cells.lastIndex(where: { !$0.text.isEmpty }) else { return "" }
        var line = ""
        for (column, cell) in cells[...last].enumerated() {
            line += cell.styled
            if column < last {
                let padding = max(0, grid.columnWidth - DisplayWidth.of(cell.text)) + ColumnGrid.gutter
                line += String(repeating: " ", count: padding)
            }
        }
        return line
    }
}
