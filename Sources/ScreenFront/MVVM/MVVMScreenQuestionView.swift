import Entities
import Presenters
import TerminalUI

/// MVVM's question view on the screen front: bound to its view model's state, it draws the question the
/// state holds, scrolled where the user scrolled it, and sends s to the view model.
///
/// A question has no selection; its scroll and the typed line are the bound
/// view's own (SPEC §8).
@MainActor
public final class MVVMScreenQuestionView: MVVMQuestionScreen, FrameScreen {
    private let viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput
    private let textView: QuestionTextView
    private let statusView: StatusLineView
    private var state: MVVMQuestionViewModel.State?
    private var status = MVVMBoundStatus()
    /// The scroll, the view's own.
    private var viewport = TextViewport()

    /// The line being typed, kept here: MVVM's bound view owns it.
    public private(set) var commandLine: CommandLineText?

    /// A view bound to `viewModel`, drawing with `textView` and `statusView`.
    public init(
        viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput, textView: QuestionTextView,
        statusView: StatusLineView
    ) {
        self.viewModel = viewModel
        self.textView = textView
        self.statusView = statusView
        viewModel.bind { [weak self] state in self?.bind(state) }
    }

    private func bind(_ state: MVVMQuestionViewModel.State) {
        // The scroll stays where it was: this view shows one question, from its first line when it arrives,
        // and as it was when the screen above it closes (SPEC §8).
        // A question shown anew takes the place of the last message, as the other shapes' displays do.
        if let shown = self.state, shown.screenVersion != state.screenVersion { status.shownAnew() }
        self.state = state
        status.bind(footer: "", notice: state.notice, error: state.error, isLoading: state.isLoading)
    }

    // MARK: Events to inputs

    /// Asks the view model for the question.
    public func viewDidLoad() { viewModel.loadQuestion() }
    /// Passes a refusal from the screen beneath on to the view model.
    public func commandRefused(_ text: String) { viewModel.commandRefused(text) }
    /// A newer command, or Ctrl-C: the view model stops its load.
    public func cancelLoad() { viewModel.cancelLoad() }
    /// `saved`: the input of the same name.
    public func openSaved() { viewModel.openSaved() }
    /// Leaves, through the view model.
    public func goBack() { viewModel.goBack() }
    /// The screen above closed: the view model shows the question again.
    public func redisplay() { viewModel.redisplay() }

    /// Scrolls the text, or sends s to the view model; Enter has nothing to open here.
    public func respond(to event: ViewEvent) {
        status.clearMessage()
        let lines = state?.screen.map { textView.lines(of: $0, width: viewport.width).count } ?? 0
        if viewport.scroll(for: event, lineCount: lines) || commandLine.take(event) { return }
        if event == .toggleSave { viewModel.toggleSave() }
    }

    // MARK: Drawing

    /// A question gives the top line nothing of its own.
    public var heading: String? { nil }

    /// Draws the question from the line scrolled to, and the status line.
    public func draw(in frame: inout Frame) {
        let area = frame.bodyLines
        if let question = state?.screen {
            viewport.layOut(
                lineCount: textView.lines(of: question, width: frame.width).count, width: frame.width,
                height: area.count)
            textView.draw(question, window: viewport.scroll, in: &frame, area: area)
        }
        statusView.draw(status.status, commandLine: commandLine, in: &frame)
    }
}

extension MVVMScreenQuestionView: Responder {
    /// Sends the question's own commands to the view model, when on top; hands on the rest.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { status.clearMessage() }
        return viewModel.forward(event, isFirstResponder: isFirstResponder)
    }
}
