import Entities
import Interactors
import Presenters

/// Assembles the VIPER user module, takes the user to a question of the page, and takes the page off the
/// screen when the user goes back.
@MainActor
public final class UserRouter: UserRouting {
    private let service: any QuestionService
    private let site: String
    private let formatters: ScreenFormatters
    private let pageSize: Int
    private let loads: LoadTracker
    private let decorators: any VIPERDecorators
    private weak var host: (any VIPERViewHost)?

    private init(
        service: any QuestionService, site: String, formatters: ScreenFormatters, pageSize: Int,
        loads: LoadTracker, decorators: any VIPERDecorators, host: any VIPERViewHost
    ) {
        self.service = service
        self.site = site
        self.formatters = formatters
        self.pageSize = pageSize
        self.loads = loads
        self.decorators = decorators
        self.host = host
    }

    /// Builds the user module for user `userID` of `site`, `pageSize` questions a page, and shows it on
    /// top; its view loads the page when it appears. Strong references point inward, back references
    /// are weak, as in every module.
    public static func startModule(
        service: any QuestionService, userID: Int, site: String, formatters: ScreenFormatters, pageSize: Int,
        loads: LoadTracker, host: any VIPERViewHost, decorators: any VIPERDecorators = NoVIPERDecorators()
    ) {
        let router = UserRouter(
            service: service, site: site, formatters: formatters, pageSize: pageSize, loads: loads,
            decorators: decorators, host: host)
        let interactor = decorators.interactor(
            UserInteractor(service: service, userID: userID, site: site, pageSize: pageSize, loads: loads))
        let presenter = UserPresenter(
            interactor: interactor, router: decorators.router(router),
            formatter: formatters.user)
        interactor.output = presenter
        presenter.view = host.pushUserView(eventHandler: presenter)
    }

    /// Assembles the question module for `id` and shows it on top of the page.
    public func openQuestion(id: Int) {
        guard let host else { return }
        QuestionRouter.startModule(
            service: service, questionID: id, site: site, formatters: formatters, pageSize: pageSize,
            loads: loads, host: host, decorators: decorators)
    }

    /// Takes the user module off the screen, which releases it.
    public func closeUser() {
        host?.popUserView()
    }
}
