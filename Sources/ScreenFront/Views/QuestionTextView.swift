import Entities
import Markup
import Presenters
import TerminalUI

/// Lays out and draws a question on the screen front: the line front's question text, wrapped to the
/// width, scrolled to the line a screen's window starts on.
///
/// It decides nothing: the question and the first line shown are given. The
/// lines of one question at one width are laid out once, through the layout
/// cache, and kept until either changes; code and links wider than the
/// screen are clipped with a marker rather than wrapped, as the line front
/// keeps them whole.
@MainActor
public final class QuestionTextView {
    private let layoutCache: LayoutCache
    private let palette: ScreenPalette
    /// The lines of the question last laid out, and the question and width they are for.
    private var laidOut: (question: QuestionScreenDisplay, width: Int, lines: [ScreenLine])?

    /// A view laying out through `layoutCache`, drawing in `palette`.
    public init(layoutCache: LayoutCache, palette: ScreenPalette) {
        self.layoutCache = layoutCache
        self.palette = palette
    }

    /// The lines `question` takes at `width`.
    public func lines(of question: QuestionScreenDisplay, width: Int) -> [ScreenLine] {
        if let laidOut, laidOut.width == width, laidOut.question == question { return laidOut.lines }
        let lines = layOut(question, width: width)
        laidOut = (question, width, lines)
        return lines
    }

    /// Draws `question` from line `window.top` on the frame's lines `area`.
    public func draw(
        _ question: QuestionScreenDisplay, window: ScrollWindow, in frame: inout Frame, area: Range<Int>
    ) {
        let lines = lines(of: question, width: frame.width)
        for (offset, line) in lines.dropFirst(window.top).prefix(area.count).enumerated() {
            frame.putClipped(
                line.text, row: area.lowerBound + offset, column: 0, style: palette.style(line.role))
        }
    }

    private func layOut(_ question: QuestionScreenDisplay, width: Int) -> [ScreenLine] {
        let rule = ScreenLine(String(repeating: "─", count: min(width, 40)))
        var lines = wrapped(question.title, role: .title, width: width)
        lines += wrapped(question.stats, width: width)
        if !question.tags.isEmpty {
            lines += wrapped(
                question.tags.map { "[\($0)]" }.joined(separator: " "), role: .tags, width: width)
        }
        lines.append(ScreenLine(question.link))
        if let closed = question.closedNotice { lines += wrapped(closed, role: .notice, width: width) }
        lines += body(question.body, indent: "", width: width)
        lines += [.blank, rule]
        lines += wrapped(question.answersHeading, role: .title, width: width)
        for answer in question.answers {
            lines.append(.blank)
            lines += wrapped(answer.heading, role: answer.isAccepted ? .accepted : .title, width: width)
            lines += body(answer.body, indent: "  ", width: width)
        }
        lines += [.blank, rule]
        lines += wrapped(question.attribution, width: width)
        return lines
    }

    private func body(_ blocks: [TextBlock], indent: String, width: Int) -> [ScreenLine] {
        guard !blocks.isEmpty else { return [] }
        let text = BlockLayout(cache: layoutCache).lines(for: blocks, width: width, indent: indent)
        return [.blank] + text.map { ScreenLine($0) }
    }

    private func wrapped(_ text: String, role: ScreenPalette.Role = .plain, width: Int) -> [ScreenLine] {
        layoutCache.lines(for: text, width: width, firstPrefix: "", continuationPrefix: "") {
            TextWrapper().wrap(text, width: width)
        }.map { ScreenLine($0, role: role) }
    }
}
