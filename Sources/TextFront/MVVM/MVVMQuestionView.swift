import Presenters

/// MVVM's question view: draws its view model's state and turns `back` into the view model's input.
@MainActor
public final class MVVMQuestionView: QuestionScreen {
    private let viewModel: any QuestionViewModelInput & QuestionViewModelOutput
    private let display: any QuestionDisplaying
    /// The state drawn last; `nil` until the first binding.
    private var drawn: QuestionViewModel.State?

    /// A view bound to `viewModel`, drawing through `display`.
    public init(
        viewModel: any QuestionViewModelInput & QuestionViewModelOutput, display: any QuestionDisplaying
    ) {
        self.viewModel = viewModel
        self.display = display
        viewModel.bind { [weak self] state in self?.render(state) }
    }

    private func render(_ state: QuestionViewModel.State) {
        defer { drawn = state }
        let before = drawn ?? QuestionViewModel.State()
        if state.isLoading && !before.isLoading {
            display.showLoading()
        }
        if let screen = state.screen, screen != before.screen {
            display.show(screen)
        }
        if let error = state.error, error != before.error {
            display.showError(error.text)
        }
    }

    /// Asks the view model to load the question.
    public func viewDidLoad() { viewModel.loadQuestion() }
    /// `back`: passes the command to the view model.
    public func goBack() { viewModel.goBack() }
    /// A newer command, or Ctrl-C: asks the view model to stop its load.
    public func cancelLoad() { viewModel.cancelLoad() }
}
