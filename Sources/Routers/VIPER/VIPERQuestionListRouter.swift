import Entities
import Interactors
import Presenters

/// Assembles the VIPER list module and takes the user from the list to a question.
@MainActor
public final class VIPERQuestionListRouter: VIPERQuestionListRouting, VIPERHostedRouter {
    private let site: String
    private let modules: any VIPERModuleFactory
    weak var host: (any VIPERViewHost)?

    private init(site: String, modules: any VIPERModuleFactory, host: any VIPERViewHost) {
        self.site = site
        self.modules = modules
        self.host = host
    }

    /// Builds the list module of `query` (view, presenter, interactor, this router) from `modules` and
    /// shows it on `host`; for a link to a question (`route`), it then opens the question on top, as
    /// `open N` would.
    ///
    /// The router only assembles: the view loads the first page when the host tells it that it has
    /// appeared. Strong references point inward (host to view, view to presenter, presenter to interactor
    /// and router); the back references, interactor to presenter and presenter to view, are weak.
    public static func startModule(
        query: QuestionQuery, modules: any VIPERModuleFactory, host: any VIPERViewHost, route: Route = .list
    ) {
        let router = VIPERQuestionListRouter(site: query.site, modules: modules, host: host)
        let interactor = modules.makeListInteractor(query: query)
        let presenter = modules.makeListPresenter(interactor: interactor, router: router)
        interactor.output = presenter
        presenter.view = host.showListView(eventHandler: presenter)
        if case .question(let id) = route {
            router.openQuestion(id: id, site: query.site)
        }
    }

    /// Assembles the question module for `id` and shows it on top of the list.
    public func openQuestion(id: Int, site: String) {
        guard let host else { return }
        VIPERQuestionRouter.startModule(questionID: id, site: site, modules: modules, host: host)
    }

    /// Starts the saved screen's module on top.
    public func openSaved() {
        guard let host else { return }
        VIPERSavedRouter.startModule(site: site, modules: modules, host: host)
    }
}
