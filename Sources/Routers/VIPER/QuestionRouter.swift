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
    /// appears. The references between presenter and interactor, and from presenter to router, go
    /// through `wiring`; those between view and presenter go through `host`.
    public static func startModule(
        service: any QuestionService, questionID: Int, site: String, formatter: QuestionScreenFormatter,
        host: any VIPERViewHost, wiring: any VIPERWiring = DirectVIPERWiring()
    ) {
        let interactor = QuestionInteractor(service: service, questionID: questionID, site: site)
        let interactorInput = wiring.questionInteractor(interactor)
        let presenter = QuestionPresenter(
            interactor: interactorInput, router: wiring.questionRouter(QuestionRouter(host: host)),
            formatter: formatter)
        interactor.output = wiring.questionOutput(presenter, keptAliveBy: interactorInput)
        presenter.view = host.pushQuestionView(eventHandler: presenter)
    }

    /// Takes the question module off the screen, which releases it.
    public func closeQuestion() {
        host?.popQuestionView()
    }
}
