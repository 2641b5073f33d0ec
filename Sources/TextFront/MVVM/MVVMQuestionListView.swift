import Entities
import Presenters

/// MVVM's list view: binds to its view model's outputs and turns commands into its inputs.
///
/// It keeps the view model alive; the view model knows it only as the
/// closure passed to `bind`, which holds this view weakly.
@MainActor
final class MVVMQuestionListView: ListScreen {
    private let viewModel: QuestionListViewModel
    private let display: any QuestionListDisplaying

    init(viewModel: QuestionListViewModel, display: any QuestionListDisplaying) {
        self.viewModel = viewModel
        self.display = display
        viewModel.bind { [weak self] output in self?.render(output) }
    }

    private func render(_ output: QuestionListViewModel.Output) {
        switch output {
        case .loading: display.showLoading()
        case .list(let list): display.show(list)
        case .more(let rows, let footer): display.showMore(rows, footer: footer)
        case .notice(let text): display.showNotice(text)
        case .error(let text): display.showError(text)
        }
    }

    func showList() { viewModel.showList() }
    func open(number: Int) async { await viewModel.selectRow(number: number) }
    func loadMore() async { await viewModel.loadMore() }
    func refresh() async { await viewModel.refresh() }
    func filter(byTag tag: String?) async { await viewModel.filter(byTag: tag) }
    func sort(by sort: QuestionSort) async { await viewModel.sort(by: sort) }
}
