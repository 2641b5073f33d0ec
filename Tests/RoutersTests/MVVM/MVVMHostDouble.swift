import Presenters
import Routers

/// Stands in for the terminal in MVVM: keeps the view models it shows, binding each as a view would, and
/// records what the coordinator's flow asks of the stack.
@MainActor
final class MVVMRecordingHost: MVVMViewHost {
    /// A move of the flow the coordinator asked for.
    enum FlowCall: Equatable {
        case cancelEveryLoad, returnToList, leaveScreenOnTop, showTopIfItNeverAppeared, showUncoveredScreen
        case showErrorOnQuestion(String)
    }

    /// The kinds of screen pushed above the list, bottom first.
    enum Kind { case question, user, saved }

    private(set) var pushed: [Kind] = []
    private(set) var flowCalls: [FlowCall] = []
    /// Whether the list has appeared, as the test sets it.
    var listHasAppeared = true
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
        pushed.append(.question)
        viewModel.bind { [weak self] state in self?.questionStates.append(state) }
    }

    func popQuestionView() {
        _ = questionViewModels.popLast()
        _ = pushed.popLast()
    }

    func pushUserView(for viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput) {
        userViewModels.append(viewModel)
        pushed.append(.user)
        viewModel.bind { [weak self] state in self?.userStates.append(state) }
    }

    func popUserView() {
        _ = userViewModels.popLast()
        _ = pushed.popLast()
    }

    func pushSavedView(for viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput) {
        savedViewModels.append(viewModel)
        pushed.append(.saved)
        viewModel.bind { [weak self] state in self?.savedStates.append(state) }
    }

    func popSavedView() {
        _ = savedViewModels.popLast()
        _ = pushed.popLast()
    }

    var screenCount: Int { 1 + pushed.count }
    var isQuestionOnTop: Bool { pushed.last == .question }
    func cancelEveryLoad() { flowCalls.append(.cancelEveryLoad) }
    func returnToList() { flowCalls.append(.returnToList) }
    func leaveScreenOnTop() { flowCalls.append(.leaveScreenOnTop) }
    func showTopIfItNeverAppeared() { flowCalls.append(.showTopIfItNeverAppeared) }
    func showUncoveredScreen() { flowCalls.append(.showUncoveredScreen) }
    func showErrorOnQuestion(_ text: String) { flowCalls.append(.showErrorOnQuestion(text)) }
}
