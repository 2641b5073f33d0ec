import Entities
import Presenters
import TerminalUI

/// Draws the rows of a list on the screen front (the question list, a user's questions, the saves): the
/// line front's entries, the selected one marked by a `>` in a gutter every row reserves and its first
/// line in reverse video, as far as its text goes.
///
///     > +12. 12 votes · 3 answers ✓ · 1.2k views
///             How do I decode "JSON" in Swift when the key is missing?
///             [swift] [json] · Ana Lima · active 5 min ago
///
/// Only the first line is reversed, as a mail index marks one line: a move
/// of the selection then rewrites two short lines, not two whole entries
/// across the width (docs/PERFORMANCE.md's budget is a tenth of a full redraw).
///
/// It decides nothing: the rows, the selected one and the first on screen are
/// given. It lays out only the rows it draws, each through the layout cache
/// at the screen's width, so that a row's height costs one look-up once laid
/// out, and drawing the 10,000th row costs the rows on screen.
@MainActor
public struct ListRowsView {
    private let layoutCache: LayoutCache
    private let palette: ScreenPalette

    /// A view laying out through `layoutCache`, drawing in `palette`.
    public init(layoutCache: LayoutCache, palette: ScreenPalette) {
        self.layoutCache = layoutCache
        self.palette = palette
    }

    /// The digits the numbers of `count` rows take, so that every title lines up.
    public static func numberWidth(count: Int) -> Int { String(max(count, 1)).count }

    /// The lines `row` takes at `width`, its numbers set in `numberWidth` digits, the blank line after it
    /// included.
    public func height(of row: QuestionRowDisplay, numberWidth: Int, width: Int) -> Int {
        lines(of: row, numberWidth: numberWidth, width: width).count + 1
    }

    /// Lays `rows` out in `viewport` for the frame's lines `area`, the selected one in sight, then draws
    /// them: what a view that keeps its scroll calls each frame.
    public func draw(
        _ rows: [QuestionRowDisplay], selected: Int, viewport: inout RowsViewport, in frame: inout Frame,
        area: Range<Int>
    ) {
        let numberWidth = Self.numberWidth(count: rows.count)
        let width = frame.width
        viewport.layOut(selected: selected, count: rows.count, width: width, height: area.count) {
            height(of: rows[$0], numberWidth: numberWidth, width: width)
        }
        draw(rows, selected: selected, window: viewport.scroll, in: &frame, area: area)
    }

    /// The rows of `rows` whole on the screen at `viewport`'s last layout, at least one: a page's move.
    public func rowsOnScreen(_ rows: [QuestionRowDisplay], viewport: RowsViewport) -> Int {
        let numberWidth = Self.numberWidth(count: rows.count)
        return viewport.rowsOnScreen(count: rows.count) {
            height(of: rows[$0], numberWidth: numberWidth, width: viewport.width)
        }
    }

    /// Draws `rows` from `window.top` on the frame's lines `area`, the top row's first `window.offset`
    /// lines left off, row `selected` (from 0) in reverse video.
    public func draw(
        _ rows: [QuestionRowDisplay], selected: Int?, window: ScrollWindow, in frame: inout Frame,
        area: Range<Int>
    ) {
        let numberWidth = Self.numberWidth(count: rows.count)
        var line = area.lowerBound
        var index = window.top
        // The lines of the top row scrolled off, its blank last line among them.
        var scrolledOff = window.offset
        while line < area.upperBound, index < rows.count {
            let isSelected = index == selected
            for (number, text) in lines(of: rows[index], numberWidth: numberWidth, width: frame.width)
                .enumerated()
            {
                guard line < area.upperBound else { return }
                if scrolledOff > 0 {
                    scrolledOff -= 1
                    continue
                }
                draw(
                    text, row: rows[index], isFirst: number == 0, isSelected: isSelected, in: &frame,
                    line: line)
                line += 1
            }
            if scrolledOff > 0 { scrolledOff -= 1 } else { line += 1 }
            index += 1
        }
    }

    /// The row's lines, without the blank one after it: the stats after the gutter (the selection's `>`
    /// and a space) and the line front's number field (the mark, the number), the title,
    /// then the tags and byline, each wrapped under the text.
    private func lines(of row: QuestionRowDisplay, numberWidth: Int, width: Int) -> [ScreenLine] {
        let digits = String(row.number)
        let numberField =
            "   " + String(repeating: " ", count: max(0, numberWidth - digits.count)) + digits + ". "
        let indent = String(repeating: " ", count: numberField.count)
        var lines = wrapped(row.stats, first: numberField, rest: indent, width: width).map { ScreenLine($0) }
        lines += wrapped(row.title, first: indent, rest: indent, width: width).map {
            ScreenLine($0, role: .title)
        }
        lines += wrapped(row.details, first: indent, rest: indent, width: width).map { ScreenLine($0) }
        return lines
    }

    private func wrapped(_ text: String, first: String, rest: String, width: Int) -> [String] {
        layoutCache.lines(for: text, width: width, firstPrefix: first, continuationPrefix: rest) {
            TextWrapper().wrap(text, width: width, firstPrefix: first, continuationPrefix: rest)
        }
    }

    /// Draws one line of a row, blank to the edge, with its gutter and mark on the first line, which is in
    /// reverse video when the row is selected.
    private func draw(
        _ text: ScreenLine, row: QuestionRowDisplay, isFirst: Bool, isSelected: Bool, in frame: inout Frame,
        line: Int
    ) {
        let isSelected = isFirst && isSelected
        let style = palette.style(text.role, isSelected: isSelected)
        frame.clear(row: line)
        frame.put(text.text, row: line, column: 0, style: style)
        guard isFirst else { return }
        if isSelected { frame.put(">", row: line, column: 0, style: style) }
        switch row.mark {
        case .new: frame.put("+", row: line, column: 2, style: palette.style(.new, isSelected: isSelected))
        case .updated:
            frame.put("*", row: line, column: 2, style: palette.style(.notice, isSelected: isSelected))
        case nil: break
        }
    }
}
