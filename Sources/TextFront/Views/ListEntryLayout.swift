import Presenters
import TerminalUI

/// Lays out one row of the list as its entry: the numbered stats line, the title, then the tags
/// and byline, each wrapped to the column's width under the text, never under the number.
///
///       7. 12 votes · 3 answers ✓ · 1.2k views
///          How do I decode "JSON" in Swift when the key is missing?
///          [swift] [json] · Ana Lima · active 5 min ago
@MainActor
struct ListEntryLayout {
    /// The digits the widest number of the batch takes, so that the titles of a batch line up.
    let numberWidth: Int
    let styler: Styler
    /// Wraps a text with a first-line and a continuation prefix, to the column's width.
    let wrap: (_ text: String, _ firstPrefix: String, _ continuationPrefix: String) -> [String]

    /// The entry's lines, styled, after the blank line that parts it from the entry above it in its
    /// column: the number field in its mark's colour, the title bold, the details dim.
    func lines(for row: QuestionRowDisplay) -> [StyledLine] {
        // The number is right-aligned, after a column every row reserves for its mark.
        let mark = Self.mark(for: row)
        let digits = String(row.number)
        let padding = String(repeating: " ", count: max(0, numberWidth - digits.count))
        let numberField = (mark?.symbol ?? " ") + padding + digits + ". "
        let indent = String(repeating: " ", count: numberField.count)
        let stats = wrap(row.stats, numberField, indent)
        let title = wrap(row.title, indent, indent)
        let details = wrap(row.details, indent, indent)
        var lines = [StyledLine.blank]
        lines.reserveCapacity(1 + stats.count + title.count + details.count)
        for (index, line) in stats.enumerated() {
            if index == 0, let mark {
                let styled = styler.apply(mark.style, to: String(line.prefix(numberField.count)))
                lines.append(StyledLine(line, styled: styled + line.dropFirst(numberField.count)))
            } else {
                lines.append(StyledLine(plain: line))
            }
        }
        append(title, in: .bold, to: &lines)
        append(details, in: .dim, to: &lines)
        return lines
    }

    /// The mark before a row's number, and its colour; the one place that says which marks exist.
    static func mark(for row: QuestionRowDisplay) -> (symbol: String, style: TextStyle)? {
        switch row.mark {
        case .new: ("+", .green)
        case .updated: ("*", .yellow)
        case nil: nil
        }
    }

    private func append(_ texts: [String], in style: TextStyle, to lines: inout [StyledLine]) {
        for text in texts { lines.append(StyledLine(text, styled: styler.apply(style, to: text))) }
    }
}
