import Entities
import Interactors
import Presenters

/// Assembles the VIPER list module and takes the user from the list to a question.
@MainActor
public final class QuestionListRouter: QuestionListRouting {
    private let service: any QuestionService
    private let formatters: ScreenFormatters
    private weak var host: (any VIPERViewHost)?

    public init(service: any QuestionService, formatters: ScreenFormatters, host: any VIPERViewHost) {
        self.service = service
        self.formatters = formatters
        self.host = host
    }

    /// Builds the list module (view, presenter, interactor, this router) and shows it.
    ///
    /// The router only assembles: the view loads the first page when the
    /// host tells it that it has appeared.
    ///
    /// Strong references point inward: the host keeps the view, the view its
    /// presenter, the presenter its interactor and this router. Back
    /// references (interactor to presenter, presenter to view) are weak.
    public static func startModule(
        service: any QuestionService, query: QuestionQuery, formatters: ScreenFormatters,
        host: any VIPERViewHost
    ) {
        let router = QuestionListRouter(service: service, formatters: formatters, host: host)
        let interactor = QuestionListInteractor(service: service, query: query)
        let presenter = QuestionListPresenter(
            interactor: interactor, router: router, formatter: formatters.list)
        interactor.output = presenter
        presenter.view = host.showListView(eventHandler: presenter)
    }

    /// Assembles the question module for `id` and shows it on top of the list.
    public func openQuestion(id: Int, site: String) {
        guard let host else { return }
        QuestionRouter.startModule(
            service: service, questionID: id, site: site, formatter: formatters.question, host: host)
    }
}
