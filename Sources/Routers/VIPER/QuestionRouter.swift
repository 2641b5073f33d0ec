import Entities
import Interactors
import Presenters

/// Assembles the VIPER question module and takes it off the screen when the user goes back.
@MainActor
public final class QuestionRouter: QuestionRouting {
    private weak var host: (any VIPERViewHost)?

    public init(host: any VIPERViewHost) {
        self.host = host
    }

    /// Builds the question module, shows it on top of the list and loads the question.
    public static func startModule(
        service: any QuestionService, questionID: Int, site: String, formatter: QuestionScreenFormatter,
        host: any VIPERViewHost
    ) async {
        let interactor = QuestionInteractor(service: service, questionID: questionID, site: site)
        let presenter = QuestionPresenter(
            interactor: interactor, router: QuestionRouter(host: host), formatter: formatter)
        interactor.output = presenter
        presenter.view = host.pushQuestionView(eventHandler: presenter)
        // UIKit would call viewDidLoad when the pushed view loads; the terminal has no view
        // lifecycle, so the router, having just put the view on screen, sends that event.
        await presenter.viewDidLoad()
    }

    public func dismissQuestion() {
        host?.popQuestionView()
    }
}
