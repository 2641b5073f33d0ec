import Presenters

/// MVVM's question view: binds to its view model's outputs and turns `back` into its input.
@MainActor
final class MVVMQuestionView: QuestionScreen {
    private let viewModel: QuestionViewModel
    private let display: any QuestionDisplaying

    init(viewModel: QuestionViewModel, display: any QuestionDisplaying) {
        self.viewModel = viewModel
        self.display = display
        viewModel.bind { [weak self] output in self?.render(output) }
    }

    private func render(_ output: QuestionViewModel.Output) {
        switch output {
        case .loading: display.showLoading()
        case .question(let screen): display.show(screen)
        case .error(let text): display.showError(text)
        }
    }

    func goBack() { viewModel.goBack() }
}
