import Presenters
import Routers

/// Stands in for the terminal in MVVM: keeps the view models it shows, binding each as a view would.
@MainActor
final class MVVMRecordingHost: MVVMViewHost {
    private(set) var listViewModel: (any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput)?
    private(set) var questionViewModels: [any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput] = []
    private(set) var listStates: [MVVMQuestionListViewModel.State] = []
    private(set) var questionStates: [MVVMQuestionViewModel.State] = []
    private(set) var userViewModels: [any MVVMUserEventHandler & MVVMUserViewModelOutput] = []
    private(set) var userStates: [MVVMUserViewModel.State] = []
    private(set) var savedViewModels: [any MVVMSavedEventHandler & MVVMSavedViewModelOutput] = []
    private(set) var savedStates: [MVVMSavedViewModel.State] = []

    func showListView(for viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput) {
        listViewModel = viewModel
        viewModel.bind { [weak self] state in self?.listStates.append(state) }
    }

    func pushQuestionView(for viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput) {
        questionViewModels.append(viewModel)
        viewModel.bind { [weak self] state in self?.questionStates.append(state) }
    }

    func popQuestionView() {
        _ = questionViewModels.popLast()
    }

    func pushUserView(for viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput) {
        userViewModels.append(viewModel)
        viewModel.bind { [weak self] state in self?.userStates.append(state) }
    }

    func popUserView() {
        _ = userViewModels.popLast()
    }

    func pushSavedView(for viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput) {
        savedViewModels.append(viewModel)
        viewModel.bind { [weak self] state in self?.savedStates.append(state) }
    }

    func popSavedView() {
        _ = savedViewModels.popLast()
    }
}
