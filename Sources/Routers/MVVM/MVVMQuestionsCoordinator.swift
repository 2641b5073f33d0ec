import Entities
import Interactors
import Presenters

/// Creates the MVVM view models and turns their intents into navigation (the Coordinator pattern).
///
/// View models never navigate: they state an intent through the navigation
/// protocols they were given at `init`, and this coordinator, which the
/// composition root keeps alive, decides what to show. Each view model holds
/// it strongly; it holds its host weakly and no view model at all.
@MainActor
public final class MVVMQuestionsCoordinator {
    private let site: String
    private let viewModels: any MVVMViewModelFactory
    private weak var host: (any MVVMViewHost)?

    /// A coordinator that shows the view models `viewModels` makes on `host`; a route's question is one of
    /// `site`'s.
    public init(site: String, viewModels: any MVVMViewModelFactory, host: any MVVMViewHost) {
        self.site = site
        self.viewModels = viewModels
        self.host = host
    }

    /// Shows the screens `route` asks for: the list, and for a link to a question, the question on top.
    /// The screen on top loads when it appears; a list beneath a question, when `back` shows it.
    public func start(at route: Route = .list) {
        host?.showListView(for: viewModels.makeListViewModel(navigation: self))
        if case .question(let id) = route {
            openQuestion(id: id, site: site)
        }
    }
}

extension MVVMQuestionsCoordinator: MVVMQuestionListNavigation, MVVMUserNavigation, MVVMSavedNavigation {
    /// Shows the question `id` on top of the list or of a user's page; its view loads it when it appears.
    public func openQuestion(id: Int, site: String) {
        host?.pushQuestionView(
            for: viewModels.makeQuestionViewModel(questionID: id, site: site, navigation: self))
    }
}

extension MVVMQuestionsCoordinator: MVVMQuestionNavigation {
    /// Takes the question off the screen, back to the screen beneath.
    public func closeQuestion() {
        host?.popQuestionView()
    }

    /// Shows the page of user `id` on top of the question; its view loads it when it appears.
    public func openUser(id: Int, site: String) {
        host?.pushUserView(for: viewModels.makeUserViewModel(userID: id, site: site, navigation: self))
    }

    /// Takes the user's page off the screen, back to the question beneath.
    public func closeUser() {
        host?.popUserView()
    }
}

extension MVVMQuestionsCoordinator {
    /// Pushes the saved screen's view, bound to a new view model.
    public func openSaved(site: String) {
        host?.pushSavedView(for: viewModels.makeSavedViewModel(navigation: self))
    }

    /// Pops the saved screen's view.
    public func closeSaved() {
        host?.popSavedView()
    }
}

/// The flow a command can call for, carried out on the screens the coordinator showed.
extension MVVMQuestionsCoordinator: MVVMFlowNavigation {
    /// Whether the host shows a screen above the list.
    public var hasScreenAboveList: Bool { (host?.screenCount ?? 0) > 1 }

    /// Whether the host shows a question on top.
    public var isQuestionOnTop: Bool { host?.isQuestionOnTop ?? false }

    /// Whether the list has appeared on the host.
    public var listHasAppeared: Bool { host?.listHasAppeared ?? false }

    /// Asks every screen shown to stop its load, the top one first.
    public func cancelEveryLoad() { host?.cancelEveryLoad() }

    /// Closes every screen above the list, top first, each through its own `back`.
    public func returnToList() { host?.returnToList() }

    /// Closes the screen on top through its own `back`.
    public func leaveScreenOnTop() { host?.leaveScreenOnTop() }

    /// Lets the screen on top appear, and load, if it never has.
    public func showTopIfItNeverAppeared() { host?.showTopIfItNeverAppeared() }

    /// Shows the screen now on top again, or lets it appear if it never has.
    public func showUncoveredScreen() { host?.showUncoveredScreen() }

    /// Has the host tell the question on top of the refusal.
    public func showErrorOnQuestion(_ text: String) { host?.showErrorOnQuestion(text) }
}
