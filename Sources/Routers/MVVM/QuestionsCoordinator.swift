import Entities
import Presenters

/// Creates the MVVM view models and turns their intents into navigation (the Coordinator pattern).
///
/// View models never navigate: they announce `onSelectQuestion` or `onBack`,
/// and this coordinator, which the composition root keeps alive, decides
/// what to show.
@MainActor
public final class QuestionsCoordinator {
    private let service: any QuestionService
    private let query: QuestionQuery
    private let formatters: ScreenFormatters
    private weak var host: (any MVVMViewHost)?

    public init(
        service: any QuestionService, query: QuestionQuery, formatters: ScreenFormatters,
        host: any MVVMViewHost
    ) {
        self.service = service
        self.query = query
        self.formatters = formatters
        self.host = host
    }

    /// Shows the list and loads its first page.
    public func start() async {
        let viewModel = QuestionListViewModel(service: service, query: query, formatter: formatters.list)
        viewModel.onSelectQuestion = { [weak self] id, site in
            await self?.showQuestion(id: id, site: site)
        }
        host?.showListView(for: viewModel)
        await viewModel.load()
    }

    /// Shows the question `id` on top of the list and loads it.
    public func showQuestion(id: Int, site: String) async {
        let viewModel = QuestionViewModel(
            service: service, questionID: id, site: site, formatter: formatters.question)
        viewModel.onBack = { [weak self] in
            self?.host?.popQuestionView()
        }
        host?.pushQuestionView(for: viewModel)
        await viewModel.load()
    }
}
