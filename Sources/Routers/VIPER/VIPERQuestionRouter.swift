import Entities
import Interactors
import Presenters

/// Assembles the VIPER question module, takes the user to the asker's page, and takes the question off
/// the screen when the user goes back.
@MainActor
public final class VIPERQuestionRouter: VIPERQuestionRouting, VIPERHostedRouter {
    private let site: String
    private let modules: any VIPERModuleFactory
    weak var host: (any VIPERViewHost)?

    private init(site: String, modules: any VIPERModuleFactory, host: any VIPERViewHost) {
        self.site = site
        self.modules = modules
        self.host = host
    }

    /// Builds the module of question `questionID` of `site` from `modules` and shows it on top; its view
    /// loads the question when it appears.
    public static func startModule(
        questionID: Int, site: String, modules: any VIPERModuleFactory, host: any VIPERViewHost
    ) {
        let router = VIPERQuestionRouter(site: site, modules: modules, host: host)
        let interactor = modules.makeQuestionInteractor(questionID: questionID, site: site)
        let presenter = modules.makeQuestionPresenter(interactor: interactor, router: router)
        interactor.output = presenter
        presenter.view = host.pushQuestionView(eventHandler: presenter)
    }

    /// Takes the question module off the screen, which releases it.
    public func closeQuestion() {
        host?.popQuestionView()
    }

    /// Assembles the user module for user `id` and shows it on top of the question.
    public func openUser(id: Int) {
        guard let host else { return }
        VIPERUserRouter.startModule(userID: id, site: site, modules: modules, host: host)
    }

    /// Starts the saved screen's module on top.
    public func openSaved() {
        guard let host else { return }
        VIPERSavedRouter.startModule(site: site, modules: modules, host: host)
    }
}
