import Entities
import Presenters
import TerminalUI

/// VIPER's question view on the screen front: a passive view that forwards every event to its presenter
/// and draws the question it is told, scrolled where the user scrolled it.
///
/// A question has no selection; its scroll and the typed line are the view's
/// own (SPEC §8), since only the view knows how many lines the question
/// takes at the screen's width.
@MainActor
public final class VIPERScreenQuestionView: QuestionScreen, VIPERQuestionViewInterface, FrameScreen {
    private let eventHandler: any VIPERQuestionEventHandler
    private let textView: QuestionTextView
    private let statusView: StatusLineView
    private var question: QuestionScreenDisplay?
    private var status = StatusLine()
    /// The scroll, the view's own.
    private var viewport = TextViewport()

    /// The line being typed, kept here: VIPER's view owns it.
    public private(set) var commandLine: CommandLineText?

    /// A view reporting to `eventHandler`, drawing with `textView` and `statusView`.
    public init(
        eventHandler: any VIPERQuestionEventHandler, textView: QuestionTextView, statusView: StatusLineView
    ) {
        self.eventHandler = eventHandler
        self.textView = textView
        self.statusView = statusView
    }

    // MARK: Events to the presenter

    /// Tells the presenter the view appeared.
    public func viewDidLoad() { eventHandler.viewDidLoad() }
    /// A newer command, or Ctrl-C: asks the presenter to stop its load.
    public func cancelLoad() { eventHandler.didRequestCancelLoad() }
    /// `saved`: passes the command on.
    public func openSaved() { eventHandler.didRequestOpenSaved() }
    /// Leaves, through the presenter.
    public func goBack() { eventHandler.didRequestGoBack() }
    /// The screen above closed: asks the presenter to show the question again.
    public func redisplay() { eventHandler.didRequestRedisplay() }

    /// Scrolls the text, or forwards s to the presenter; Enter has nothing to open here.
    public func respond(to event: ViewEvent) {
        status.clearMessage()
        let lines = question.map { textView.lines(of: $0, width: viewport.width).count } ?? 0
        if viewport.scroll(for: event, lineCount: lines) || commandLine.take(event) { return }
        if event == .toggleSave { eventHandler.didRequestToggleSave() }
    }

    // MARK: What the presenter tells it

    /// Keeps the loading line for the status.
    public func showLoading() { status.message = .loading }
    /// Keeps the question, scrolled where it was: this view shows one question, from its first line when
    /// it arrives, and as it was when the screen above it closes (SPEC §8).
    public func show(_ screen: QuestionScreenDisplay) {
        question = screen
        status = StatusLine()
    }
    /// Keeps the question as it stands now, scrolled where it was.
    public func showInPlace(_ screen: QuestionScreenDisplay) { question = screen }
    /// Keeps an error for the status.
    public func showError(_ text: String) { status.message = .error(text) }
    /// Keeps a notice for the status.
    public func showNotice(_ text: String) { status.message = .notice(text) }

    // MARK: Drawing

    /// A question gives the top line nothing of its own.
    public var heading: String? { nil }

    /// Draws the question from the line scrolled to, and the status line.
    public func draw(in frame: inout Frame) {
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

extension VIPERScreenQuestionView: Responder {
    /// Passes the question's own commands on to the presenter, when on top; hands on the rest.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { status.clearMessage() }
        return eventHandler.forward(event, isFirstResponder: isFirstResponder)
    }
}
