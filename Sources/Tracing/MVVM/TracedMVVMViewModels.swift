import Presenters
import Routers

/// An MVVM view model factory whose view models' intents are traced on their way to the coordinator. The
/// view models themselves come from `viewModels`.
@MainActor
public struct TracedMVVMViewModels: MVVMViewModelFactory {
    private let viewModels: any MVVMViewModelFactory
    private let tracer: Tracer

    /// The view models of `viewModels`, their navigation traced to `tracer`.
    public init(_ viewModels: any MVVMViewModelFactory, tracer: Tracer) {
        self.viewModels = viewModels
        self.tracer = tracer
    }

    /// The list view model of `viewModels`, its intents traced.
    public func makeListViewModel(navigation: any MVVMQuestionListNavigation) -> MVVMQuestionListViewModel {
        viewModels.makeListViewModel(navigation: TracedListNavigation(navigation, tracer: tracer))
    }

    /// The question view model of `viewModels`, its intents traced.
    public func makeQuestionViewModel(questionID: Int, site: String, navigation: any MVVMQuestionNavigation)
        -> MVVMQuestionViewModel
    {
        viewModels.makeQuestionViewModel(
            questionID: questionID, site: site,
            navigation: TracedQuestionNavigation(navigation, tracer: tracer))
    }

    /// The user view model of `viewModels`, its intents traced.
    public func makeUserViewModel(userID: Int, site: String, navigation: any MVVMUserNavigation)
        -> MVVMUserViewModel
    {
        viewModels.makeUserViewModel(
            userID: userID, site: site, navigation: TracedUserNavigation(navigation, tracer: tracer))
    }

    /// The saved screen's view model of `viewModels`, its intents traced.
    public func makeSavedViewModel(navigation: any MVVMSavedNavigation) -> MVVMSavedViewModel {
        viewModels.makeSavedViewModel(navigation: TracedSavedNavigation(navigation, tracer: tracer))
    }
}

/// The flow every view model may ask of the coordinator, traced: what each screen's traced intents share.
@MainActor
private class TracedFlowNavigation: MVVMFlowNavigation {
    private let flow: any MVVMFlowNavigation
    private let tracer: Tracer
    final var trace: TraceSeam { tracer.seam(.viewModel, .coordinator) }

    init(_ flow: any MVVMFlowNavigation, tracer: Tracer) {
        self.flow = flow
        self.tracer = tracer
    }

    /// Read, untraced: a question about the stack, not a call that changes it.
    final var hasScreenAboveList: Bool { flow.hasScreenAboveList }
    final var isQuestionOnTop: Bool { flow.isQuestionOnTop }
    final var listHasAppeared: Bool { flow.listHasAppeared }

    final func cancelEveryLoad() { trace("cancelEveryLoad()") { flow.cancelEveryLoad() } }
    final func returnToList() { trace("returnToList()") { flow.returnToList() } }
    final func leaveScreenOnTop() { trace("leaveScreenOnTop()") { flow.leaveScreenOnTop() } }

    final func showTopIfItNeverAppeared() {
        trace("showTopIfItNeverAppeared()") { flow.showTopIfItNeverAppeared() }
    }

    final func showUncoveredScreen() { trace("showUncoveredScreen()") { flow.showUncoveredScreen() } }

    final func showErrorOnQuestion(_ text: String) {
        trace("showErrorOnQuestion()") { flow.showErrorOnQuestion(text) }
    }
}

/// The list view model's intents on their way to the coordinator, traced.
@MainActor
private final class TracedListNavigation: TracedFlowNavigation, MVVMQuestionListNavigation {
    private let navigation: any MVVMQuestionListNavigation

    init(_ navigation: any MVVMQuestionListNavigation, tracer: Tracer) {
        self.navigation = navigation
        super.init(navigation, tracer: tracer)
    }

    func openQuestion(id: Int, site: String) {
        trace("openQuestion(id: \(id))") { navigation.openQuestion(id: id, site: site) }
    }

    func openSaved(site: String) { trace("openSaved()") { navigation.openSaved(site: site) } }
}

/// The question view model's intents on their way to the coordinator, traced.
@MainActor
private final class TracedQuestionNavigation: TracedFlowNavigation, MVVMQuestionNavigation {
    private let navigation: any MVVMQuestionNavigation

    init(_ navigation: any MVVMQuestionNavigation, tracer: Tracer) {
        self.navigation = navigation
        super.init(navigation, tracer: tracer)
    }

    func closeQuestion() { trace("closeQuestion()") { navigation.closeQuestion() } }

    func openUser(id: Int, site: String) {
        trace("openUser(id: \(id))") { navigation.openUser(id: id, site: site) }
    }

    func openSaved(site: String) { trace("openSaved()") { navigation.openSaved(site: site) } }
}

/// The user view model's intents on their way to the coordinator, traced.
@MainActor
private final class TracedUserNavigation: TracedFlowNavigation, MVVMUserNavigation {
    private let navigation: any MVVMUserNavigation

    init(_ navigation: any MVVMUserNavigation, tracer: Tracer) {
        self.navigation = navigation
        super.init(navigation, tracer: tracer)
    }

    func openQuestion(id: Int, site: String) {
        trace("openQuestion(id: \(id))") { navigation.openQuestion(id: id, site: site) }
    }

    func closeUser() { trace("closeUser()") { navigation.closeUser() } }

    func openSaved(site: String) { trace("openSaved()") { navigation.openSaved(site: site) } }
}

/// The saved-screen view model's intents on their way to the coordinator, traced.
@MainActor
private final class TracedSavedNavigation: TracedFlowNavigation, MVVMSavedNavigation {
    private let navigation: any MVVMSavedNavigation

    init(_ navigation: any MVVMSavedNavigation, tracer: Tracer) {
        self.navigation = navigation
        super.init(navigation, tracer: tracer)
    }

    func openQuestion(id: Int, site: String) {
        trace("openQuestion(id: \(id))") { navigation.openQuestion(id: id, site: site) }
    }

    func closeSaved() { trace("closeSaved()") { navigation.closeSaved() } }
}
