import Presenters
import Routers

/// Stands in for the terminal in MVVM: keeps the view models it shows, binding each as a view would.
@MainActor
final class FakeMVVMHost: MVVMViewHost {
    private(set) var listViewModel: (any QuestionListViewModelInput & QuestionListViewModelOutput)?
    private(set) var questionViewModels: [any QuestionViewModelInput & QuestionViewModelOutput] = []
    private(set) var listStates: [QuestionListViewModel.State] = []
    private(set) var questionStates: [QuestionViewModel.State] = []
    private(set) var userViewModels: [any UserViewModelInput & UserViewModelOutput] = []
    private(set) var userStates: [UserViewModel.State] = []

    func showListView(for viewModel: any QuestionListViewModelInput & QuestionListViewModelOutput) {
        listViewModel = viewModel
        viewModel.bind { [weak self] state in self?.listStates.append(state) }
    }

    func pushQuestionView(for viewModel: any QuestionViewModelInput & QuestionViewModelOutput) {
        questionViewModels.append(viewModel)
        viewModel.bind { [weak self] state in self?.questionStates.append(state) }
    }

    func popQuestionView() {
        _ = questionViewModels.popLast()
    }

    func pushUserView(for viewModel: any UserViewModelInput & UserViewModelOutput) {
        userViewModels.append(viewModel)
        viewModel.bind { [weak self] state in self?.userStates.append(state) }
    }

    func popUserView() {
        _ = userViewModels.popLast()
    }
}
