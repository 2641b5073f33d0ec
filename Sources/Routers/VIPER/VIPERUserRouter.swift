import Entities
import Interactors
import Presenters

/// Assembles the VIPER user module, takes the user to a question of the page, and takes the page off the
/// screen when the user goes back.
@MainActor
public final class VIPERUserRouter: VIPERUserRouting, VIPERHostedRouter {
    private let site: String
    private let modules: any VIPERModuleFactory
    weak var host: (any VIPERViewHost)?

    private init(site: String, modules: any VIPERModuleFactory, host: any VIPERViewHost) {
        self.site = site
        self.modules = modules
        self.host = host
    }

    /// Builds the module of the page of user `userID` of `site` from `modules` and shows it on top; its
    /// view loads the page when it appears.
    public static func startModule(
        userID: Int, site: String, modules: any VIPERModuleFactory, host: any VIPERViewHost
    ) {
        let router = VIPERUserRouter(site: site, modules: modules, host: host)
        let interactor = modules.makeUserInteractor(userID: userID, site: site)
        let presenter = modules.makeUserPresenter(interactor: interactor, router: router)
        interactor.output = presenter
        presenter.view = host.pushUserView(eventHandler: presenter)
    }

    /// Assembles the question module for `id` and shows it on top of the page.
    public func openQuestion(id: Int) {
        guard let host else { return }
        VIPERQuestionRouter.startModule(questionID: id, site: site, modules: modules, host: host)
    }

    /// Takes the user module off the screen, which releases it.
    public func closeUser() {
        host?.popUserView()
    }

    /// Starts the saved screen's module on top.
    public func openSaved() {
        guard let host else { return }
        VIPERSavedRouter.startModule(site: site, modules: modules, host: host)
    }
}
