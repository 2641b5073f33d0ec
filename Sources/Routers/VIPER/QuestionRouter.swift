import Entities
import Interactors
import Presenters

/// Assembles the VIPER question module, takes the user to the asker's page, and takes the question off
/// the screen when the user goes back.
@MainActor
public final class QuestionRouter: QuestionRouting {
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

    /// Builds the question module and shows it on top; its view loads the question when it appears. The
    /// presenter reaches the interactor and the router through `decorators`; the asker's page, should the
    /// user open it, lists `pageSize` questions a page.
    public static func startModule(
        service: any QuestionService, questionID: Int, site: String, formatters: ScreenFormatters,
        pageSize: Int, loads: LoadTracker, host: any VIPERViewHost,
        decorators: any VIPERDecorators = NoVIPERDecorators()
    ) {
        let router = QuestionRouter(
            service: service, site: site, formatters: formatters, pageSize: pageSize, loads: loads,
            decorators: decorators, host: host)
        let interactor = decorators.interactor(
            QuestionInteractor(service: service, questionID: questionID, site: site, loads: loads))
        let presenter = QuestionPresenter(
            interactor: interactor, router: decorators.router(router),
            formatter: formatters.question)
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
        UserRouter.startModule(
            service: service, userID: id, site: site, formatters: formatters, pageSize: pageSize,
            loads: loads,
            host: host, decorators: decorators)
    }
}
