import Entities
import Interactors
import Presenters

/// Assembles the VIPER list module and takes the user from the list to a question.
@MainActor
public final class QuestionListRouter: QuestionListRouting {
    private let service: any QuestionService
    private let formatters: ScreenFormatters
    private let wiring: any VIPERWiring
    private weak var host: (any VIPERViewHost)?

    private init(
        service: any QuestionService, formatters: ScreenFormatters, wiring: any VIPERWiring,
        host: any VIPERViewHost
    ) {
        self.service = service
        self.formatters = formatters
        self.wiring = wiring
        self.host = host
    }

    /// Builds the list module (view, presenter, interactor, this router) and shows it.
    ///
    /// The router only assembles: the view loads the first page when the
    /// host tells it that it has appeared. Strong references point inward:
    /// the host keeps the view, the view its presenter, the presenter its
    /// interactor and this router. Back references (interactor to presenter,
    /// presenter to view) are weak. The references between presenter and
    /// interactor, and from presenter to router, go through `wiring`; those
    /// between view and presenter go through `host`.
    public static func startModule(
        service: any QuestionService, query: QuestionQuery, formatters: ScreenFormatters,
        host: any VIPERViewHost, wiring: any VIPERWiring = DirectVIPERWiring()
    ) {
        let router = QuestionListRouter(service: service, formatters: formatters, wiring: wiring, host: host)
        let interactor = QuestionListInteractor(service: service, query: query)
        let interactorInput = wiring.listInteractor(interactor)
        let presenter = QuestionListPresenter(
            interactor: interactorInput, router: wiring.listRouter(router), formatter: formatters.list)
        interactor.output = wiring.listOutput(presenter, keptAliveBy: interactorInput)
        presenter.view = host.showListView(eventHandler: presenter)
    }

    /// Assembles the question module for `id` and shows it on top of the list.
    public func openQuestion(id: Int, site: String) {
        guard let host else { return }
        QuestionRouter.startModule(
            service: service, questionID: id, site: site, formatter: formatters.question, host: host,
            wiring: wiring)
    }
}
