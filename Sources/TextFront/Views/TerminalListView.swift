import Presenters

/// Draws the question list in the terminal; the one list view all three patterns render through.
///
/// It decides nothing: every word comes from the display model, and it only
/// arranges, wraps and colours. An entry reads:
///
///       7. 12 votes · 3 answers ✓ · 1.2k views
///          How do I decode "JSON" in Swift when the key is missing?
///          [swift] [json] · Ana Lima · active 5 min ago
@MainActor
public final class TerminalListView: QuestionListDisplaying {
    private let environment: ViewEnvironment

    public init(environment: ViewEnvironment) {
        self.environment = environment
    }

    public func showLoading() {
        environment.writeLoading()
    }

    public func show(_ list: QuestionListDisplay) {
        environment.writeBlankLine()
        environment.writeMessage(list.header, style: .bold)
        write(list.rows)
        environment.writeBlankLine()
        environment.writeMessage(list.footer, style: .dim)
    }

    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        write(rows)
        environment.writeBlankLine()
        environment.writeMessage(footer, style: .dim)
    }

    public func showNotice(_ text: String) {
        environment.writeMessage(text, style: .yellow)
    }

    public func showError(_ text: String) {
        environment.writeMessage(text, style: .red)
    }

    private func write(_ rows: [QuestionRowDisplay]) {
        // At least two digits, so that the titles of rows 1-9 and 10-99 line up across pages.
        let numberWidth = max(2, String(rows.map(\.number).max() ?? 0).count)
        for row in rows {
            environment.writeBlankLine()
            write(row, numberWidth: numberWidth)
        }
    }

    /// Writes one entry: the numbered stats line, the title, then tags and byline.
    private func write(_ row: QuestionRowDisplay, numberWidth: Int) {
        // The number is right-aligned; a `+` before it marks a row new since the last load, a `*` one
        // whose content changed.
        let digits = String(row.number)
        let padding = String(repeating: " ", count: max(0, numberWidth - digits.count))
        let numberField = Self.markText(row.mark) + padding + digits + ". "
        let indent = String(repeating: " ", count: numberField.count)
        var statsLines = environment.wrapped(row.stats, firstPrefix: numberField, continuationPrefix: indent)
        if let mark = row.mark, let first = statsLines.first {
            statsLines[0] =
                environment.styler.apply(Self.markStyle(mark), to: String(first.prefix(numberField.count)))
                + first.dropFirst(numberField.count)
        }
        environment.write(statsLines)
        environment.write(
            environment.wrapped(row.title, firstPrefix: indent, continuationPrefix: indent), style: .bold)
        environment.write(
            environment.wrapped(row.details, firstPrefix: indent, continuationPrefix: indent), style: .dim)
    }

    /// The one column before the number: `+` new, `*` updated, blank otherwise.
    private static func markText(_ mark: QuestionRowDisplay.Mark?) -> String {
        switch mark {
        case .new: "+"
        case .updated: "*"
        case nil: " "
        }
    }

    private static func markStyle(_ mark: QuestionRowDisplay.Mark) -> TextStyle {
        switch mark {
        case .new: .green
        case .updated: .yellow
        }
    }
}
