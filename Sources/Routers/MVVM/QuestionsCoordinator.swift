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
public final class QuestionsCoordinator {
    private let service: any QuestionService
    private let query: QuestionQuery
    private let formatters: ScreenFormatters
    private let loads: LoadTracker
    private let decorators: any MVVMDecorators
    private weak var host: (any MVVMViewHost)?

    /// A coordinator that shows its screens on `host`, each fetching from `service` in loads started
    /// through `loads`; it hands itself to its view models through `decorators`, which the composition
    /// root chooses (`--trace` observes the view models' intents there).
    public init(
        service: any QuestionService, query: QuestionQuery, formatters: ScreenFormatters, loads: LoadTracker,
        host: any MVVMViewHost, decorators: any MVVMDecorators = NoMVVMDecorators()
    ) {
        self.service = service
        self.loads = loads
        self.query = query
        self.formatters = formatters
        self.decorators = decorators
        self.host = host
    }

    /// Shows the screens `route` asks for: the list, and for a link to a question, the question on top.
    /// The screen on top loads when it appears; a list beneath a question, when `back` shows it.
    public func start(at route: Route = .list) {
        let viewModel = QuestionListViewModel(
            service: service, query: query, loads: loads, formatter: formatters.list,
            navigation: decorators.listNavigation(self))
        host?.showListView(for: viewModel)
        if case .question(let id) = route {
            openQuestion(id: id, site: query.site)
        }
    }
}

extension QuestionsCoordinator: QuestionListNavigation, UserNavigation {
    /// Shows the question `id` on top of the list or of a user's page; its view loads it when it appears.
    public func openQuestion(id: Int, site: String) {
        let viewModel = QuestionViewModel(
            service: service, questionID: id, site: site, loads: loads, formatter: formatters.question,
            navigation: decorators.questionNavigation(self))
        host?.pushQuestionView(for: viewModel)
    }
}

extension QuestionsCoordinator: QuestionNavigation {
    /// Takes the question off the screen, back to the screen beneath.
    public func closeQuestion() {
        host?.popQuestionView()
    }

    /// Shows the page of user `id` on top of the question; its view loads it when it appears.
    public func openUser(id: Int, site: String) {
        let viewModel = UserViewModel(
            service: service, userID: id, site: site, pageSize: query.pageSize, loads: loads,
            formatter: formatters.user, navigation: decorators.userNavigation(self))
        host?.pushUserView(for: viewModel)
    }

    /// Takes the user's page off the screen, back to the question beneath.
    public func closeUser() {
        host?.popUserView()
    }
}
