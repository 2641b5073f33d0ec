import Entities
import Interactors
import Presenters

/// Assembles the VIPER list module and takes the user from the list to a question.
@MainActor
public final class QuestionListRouter: QuestionListRouting {
    private let service: any QuestionService
    private let formatters: ScreenFormatters
    private let pageSize: Int
    private let loads: LoadTracker
    private let decorators: any VIPERDecorators
    private weak var host: (any VIPERViewHost)?

    private init(
        service: any QuestionService, formatters: ScreenFormatters, pageSize: Int, loads: LoadTracker,
        decorators: any VIPERDecorators, host: any VIPERViewHost
    ) {
        self.service = service
        self.formatters = formatters
        self.pageSize = pageSize
        self.loads = loads
        self.decorators = decorators
        self.host = host
    }

    /// Builds the list module (view, presenter, interactor, this router) and shows it.
    ///
    /// The router only assembles: the view loads the first page when the
    /// host tells it that it has appeared. Strong references point inward:
    /// the host keeps the view, the view its presenter, the presenter its
    /// interactor and this router. Back references (interactor to presenter,
    /// presenter to view) are weak. The presenter reaches the interactor and
    /// this router through `decorators`, which the composition root chooses
    /// (`--trace` observes them there); the interactor reaches the presenter
    /// through the output set on the interactor the presenter holds.
    ///
    /// For a link to a question (`route`), it then assembles the question
    /// module on top, as `open N` would: the router of the list opens it.
    public static func startModule(
        service: any QuestionService, query: QuestionQuery, formatters: ScreenFormatters, loads: LoadTracker,
        host: any VIPERViewHost, route: Route = .list, decorators: any VIPERDecorators = NoVIPERDecorators()
    ) {
        let router = QuestionListRouter(
            service: service, formatters: formatters, pageSize: query.pageSize, loads: loads,
            decorators: decorators, host: host)
        let interactor = decorators.interactor(
            QuestionListInteractor(service: service, query: query, loads: loads))
        let presenter = QuestionListPresenter(
            interactor: interactor, router: decorators.router(router), formatter: formatters.list)
        interactor.output = presenter
        presenter.view = host.showListView(eventHandler: presenter)
        if case .question(let id) = route {
            router.openQuestion(id: id, site: query.site)
        }
    }

    /// Assembles the question module for `id` and shows it on top of the list.
    public func openQuestion(id: Int, site: String) {
        guard let host else { return }
        QuestionRouter.startModule(
            service: service, questionID: id, site: site, formatters: formatters, pageSize: pageSize,
            loads: loads, host: host, decorators: decorators)
    }
}
