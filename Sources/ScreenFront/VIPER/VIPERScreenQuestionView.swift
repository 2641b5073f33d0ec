import Entities
import Presenters
import TerminalUI

/// VIPER's question view on the screen front: a passive view that forwards every event to its presenter
/// and draws the question it is told, scrolled where the user scrolled it.
///
/// A question has no selection; its scroll and the typed line are the view's
/// own (SPEC §10), since only the view knows how many lines the question
/// takes at the screen's width.
@MainActor
public final class VIPERScreenQuestionView: QuestionScreen, VIPERQuestionViewInterface, FrameScreen {
    private let eventHandler: any VIPERQuestionEventHandler
    private let textView: QuestionTextView
    private let statusView: StatusLineView
    private var question: QuestionScreenDisplay?
    private var status = StatusLine()
    private var scroll = ScrollWindow()
    /// The body's size at the last draw: a page's lines, and how far the text can scroll.
    private var drawn: (width: Int, height: Int) = (80, 22)

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
        status.message = nil
        let lines = question.map { textView.lines(of: $0, width: drawn.width).count } ?? 0
        switch event {
        case .move(let rows): scroll.scroll(by: rows, count: lines, height: drawn.height)
        case .page(let pages): scroll.scroll(by: pages * drawn.height, count: lines, height: drawn.height)
        case .moveToFirst: scroll.scroll(by: .min, count: lines, height: drawn.height)
        case .moveToLast: scroll.scroll(by: .max, count: lines, height: drawn.height)
        case .openSelection: break
        case .toggleSave: eventHandler.didRequestToggleSave()
        case .openCommandLine(let line): commandLine = line
        case .editCommandLine(let edit): commandLine?.apply(edit)
        case .closeCommandLine: commandLine = nil
        }
    }

    // MARK: What the presenter tells it

    /// Keeps the loading line for the status.
    public func showLoading() { status.message = .loading }
    /// Keeps the question, shown from its first line.
    public func show(_ screen: QuestionScreenDisplay) {
        question = screen
        scroll = ScrollWindow()
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
            let lines = textView.lines(of: question, width: frame.width).count
            // A resize can leave the window past the end: scroll back so that the last line is at the bottom.
            scroll.scroll(by: 0, count: lines, height: area.count)
            textView.draw(question, window: scroll, in: &frame, area: area)
        }
        drawn = (frame.width, area.count)
        statusView.draw(status, commandLine: commandLine, in: &frame)
    }
}

extension VIPERScreenQuestionView: Responder {
    /// Passes the question's own commands on to the presenter, when on top; hands on the rest.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { status.message = nil }
        return eventHandler.forward(event, isFirstResponder: isFirstResponder)
    }
}
