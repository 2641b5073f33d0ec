import Entities
import Presenters
import TerminalUI

/// A question as the screen front shows it, for a shape whose views draw on a display
/// (`QuestionDisplaying`): the screen front's counterpart of the line front's `TerminalQuestionView`.
/// It keeps what it is told, and where it is scrolled and the typed line when they are the view's own
/// (Smalltalk MVC); a shape whose controller keeps them (MVC) hands them over.
@MainActor
public final class FrameQuestionDisplay: QuestionDisplaying {
    private let textView: QuestionTextView
    private let statusView: StatusLineView
    private var question: QuestionScreenDisplay?
    private var status = StatusLine()
    private var viewport = TextViewport()

    /// The line being typed after `:` or `/`, while it is open.
    public var commandLine: CommandLineText?

    /// A display drawing with `textView` and `statusView`.
    public init(textView: QuestionTextView, statusView: StatusLineView) {
        self.textView = textView
        self.statusView = statusView
    }

    /// Keeps the loading line for the status.
    public func showLoading() { status.message = .loading }
    /// Keeps the question, scrolled where it was: a display shows one question, from its first line when
    /// it arrives, and as it was when the screen above it closes.
    public func show(_ screen: QuestionScreenDisplay) {
        question = screen
        status = StatusLine()
    }
    /// Keeps the question as it stands now, its status as it is.
    public func showInPlace(_ screen: QuestionScreenDisplay) { question = screen }
    /// Keeps a notice for the status.
    public func showNotice(_ text: String) { status.message = .notice(text) }
    /// Keeps an error for the status.
    public func showError(_ text: String) { status.message = .error(text) }

    /// A key arrived: the status line's message goes.
    public func clearMessage() { status.clearMessage() }

    /// Scrolls for ↑/↓, a page, Home or End; returns false for an event that does not scroll.
    public func scroll(for event: ViewEvent) -> Bool {
        scroll(for: event, viewport: &viewport)
    }

    /// Scrolls an owner's `viewport` for ↑/↓, a page, Home or End; returns false for an event that does
    /// not scroll.
    public func scroll(for event: ViewEvent, viewport: inout TextViewport) -> Bool {
        let lines = question.map { textView.lines(of: $0, width: viewport.width).count } ?? 0
        return viewport.scroll(for: event, lineCount: lines)
    }

    /// Draws the question from the line scrolled to, and the status line.
    public func draw(in frame: inout Frame) {
        draw(viewport: &viewport, commandLine: commandLine, in: &frame)
    }

    /// Draws as `draw(in:)` does, with an owner's scroll and typed line in place of its own.
    public func draw(viewport: inout TextViewport, commandLine: CommandLineText?, in frame: inout Frame) {
        let area = frame.bodyLines
        if let question {
            viewport.layOut(
                lineCount: textView.lines(of: question, width: frame.width).count, width: frame.width,
                height: area.count)
            textView.draw(question, window: viewport.scroll, in: &frame, area: area)
        }
        statusView.draw(status, commandLine: commandLine, in: &frame)
    }
}
