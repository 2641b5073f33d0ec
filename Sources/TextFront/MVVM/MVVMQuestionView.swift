import Presenters
import TerminalUI

/// MVVM's question view: draws its view model's state and turns `back` and `user` into the view model's
/// inputs.
@MainActor
public final class MVVMQuestionView: MVVMQuestionScreen {
    private let viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput
    private let display: any QuestionDisplaying
    /// The state drawn last; `nil` until the first binding.
    private var drawn: MVVMQuestionViewModel.State?

    /// A view bound to `viewModel`, drawing through `display`.
    public init(
        viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput, display: any QuestionDisplaying
    ) {
        self.viewModel = viewModel
        self.display = display
        viewModel.bind { [weak self] state in self?.render(state) }
    }

    private func render(_ state: MVVMQuestionViewModel.State) {
        defer { drawn = state }
        let before = drawn ?? MVVMQuestionViewModel.State()
        if state.isLoading && !before.isLoading {
            display.showLoading()
        }
        if let screen = state.screen, state.screenVersion != before.screenVersion {
            display.show(screen)
        }
        if let notice = state.notice, notice != before.notice {
            display.showNotice(notice.text)
        }
        if let error = state.error, error != before.error {
            display.showError(error.text)
        }
    }

    /// Asks the view model to load the question.
    public func viewDidLoad() { viewModel.loadQuestion() }
    /// Passes a refusal from the screen beneath on to the view model.
    public func commandRefused(_ text: String) { viewModel.commandRefused(text) }
    /// Leaves, as the screens above the list do for `list` and the list's commands: passes it on.
    public func goBack() { viewModel.goBack() }
    /// `user`: passes the command to the view model.
    public func openUser() { viewModel.openUser() }
    /// The screen above closed: asks the view model for the whole screen again.
    public func redisplay() { viewModel.redisplay() }
    /// A newer command, or Ctrl-C: asks the view model to stop its load.
    public func cancelLoad() { viewModel.cancelLoad() }
    /// `save`: passes the command to the view model.
    public func saveQuestion() { viewModel.saveQuestion() }
    /// `unsave`: passes the command to the view model.
    public func unsaveQuestion() { viewModel.unsaveQuestion() }
    /// `saved`: passes the command to the view model.
    public func openSaved() { viewModel.openSaved() }
}

/// The question view, on top, takes what a question implements and turns it into its view model's input;
/// it hands every other event to the screen beneath, whose rows `open N` and `more` read.
extension MVVMQuestionView: Responder {
    /// Passes `back`, `user`, `saved`, `save` and `unsave` on to the view model when on top; else takes
    /// nothing.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        viewModel.forward(event, isFirstResponder: isFirstResponder)
    }
}
