import Entities
import Interactors
import Presenters

/// VIPER's saved-screen router: assembles the module, and opens a question or closes the screen.
@MainActor
public final class VIPERSavedRouter: VIPERSavedRouting, VIPERHostedRouter {
    private let site: String
    private let modules: any VIPERModuleFactory
    /// Weak: the composition root keeps the host.
    weak var host: (any VIPERViewHost)?

    private init(site: String, modules: any VIPERModuleFactory, host: any VIPERViewHost) {
        self.site = site
        self.modules = modules
        self.host = host
    }

    /// Assembles the saved screen's module of `site` from `modules` and pushes its view on `host`; it reads
    /// the saves when it appears.
    public static func startModule(site: String, modules: any VIPERModuleFactory, host: any VIPERViewHost) {
        let router = VIPERSavedRouter(site: site, modules: modules, host: host)
        let interactor = modules.makeSavedInteractor()
        let presenter = modules.makeSavedPresenter(interactor: interactor, router: router)
        interactor.output = presenter
        presenter.view = host.pushSavedView(eventHandler: presenter)
    }

    /// Starts question `id`'s module on top.
    public func openQuestion(id: Int) {
        guard let host else { return }
        VIPERQuestionRouter.startModule(questionID: id, site: site, modules: modules, host: host)
    }

    /// Pops the saved screen.
    public func closeSaved() {
        host?.popSavedView()
    }
}
