import Entities
import Interactors
import Presenters

/// Assembles the VIPER question module and takes it off the screen when the user goes back.
@MainActor
public final class QuestionRouter: QuestionRouting {
    private weak var host: (any VIPERViewHost)?

    private init(host: any VIPERViewHost) {
        self.host = host
    }

    /// Builds the question module and shows it on top of the list; its view loads the question when it
    /// appears. The presenter reaches the interactor and the router through `decorators`.
    public static func startModule(
        service: any QuestionService, questionID: Int, site: String, formatter: QuestionScreenFormatter,
        loads: LoadTracker, host: any VIPERViewHost, decorators: any VIPERDecorators = NoVIPERDecorators()
    ) {
        let interactor = decorators.interactor(
            QuestionInteractor(service: service, questionID: questionID, site: site, loads: loads))
        let presenter = QuestionPresenter(
            interactor: interactor, router: decorators.router(QuestionRouter(host: host)),
            formatter: formatter)
        interactor.output = presenter
        presenter.view = host.pushQuestionView(eventHandler: presenter)
    }

    /// Takes the question module off the screen, which releases it.
    public func closeQuestion() {
        host?.popQuestionView()
    }
}
