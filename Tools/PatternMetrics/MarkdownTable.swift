/// Lays out a Markdown table: a header row, then rows of cells, numbers aligned right.
struct MarkdownTable {
    /// The column headings; the first column holds the row names and is aligned left.
    let headings: [String]
    /// Whether the columns after the first hold numbers (aligned right) or text (aligned left).
    var numeric = true
    private(set) var rows: [[String]] = []

    init(headings: [String], numeric: Bool = true) {
        self.headings = headings
        self.numeric = numeric
    }

    /// Adds a row; missing cells are left empty.
    mutating func add(_ cells: [String]) {
        rows.append(cells + Array(repeating: "", count: max(headings.count - cells.count, 0)))
    }

    /// The table's Markdown, one line per row.
    var markdown: String {
        let rule = ["---"] + Array(repeating: numeric ? "--:" : "---", count: headings.count - 1)
        return ([headings, rule] + rows).map { "| " + $0.joined(separator: " | ") + " |" }.joined(
            separator: "\n")
    }

    /// `text` as inline code that survives a table cell: fenced with more backticks than it holds,
    /// and with `|` escaped, which would otherwise end the cell.
    static func code(_ text: String) -> String {
        var longestRun = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = longestRun > 0 ? " " : ""
        let escaped = String(text.flatMap { $0 == "|" ? ["\\", "|"] : [$0] })
        return fence + padding + escaped + padding + fence
    }
}
