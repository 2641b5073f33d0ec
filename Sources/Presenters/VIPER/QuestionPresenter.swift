import Entities
import Interactors

/// The question module's glue: asks for the question when the view appears and formats what comes back.
@MainActor
public final class QuestionPresenter {
    /// The view; weak, as the view owns this presenter.
    public weak var view: (any QuestionViewInterface)?

    private let interactor: any QuestionInteractorInput
    private let router: any QuestionRouting
    private let formatter: QuestionScreenFormatter

    public init(
        interactor: any QuestionInteractorInput, router: any QuestionRouting,
        formatter: QuestionScreenFormatter
    ) {
        self.interactor = interactor
        self.router = router
        self.formatter = formatter
    }
}

extension QuestionPresenter: QuestionEventHandler {
    public func viewDidLoad() async {
        await interactor.loadQuestion()
    }

    public func didRequestGoBack() {
        router.closeQuestion()
    }
}

extension QuestionPresenter: QuestionInteractorOutput {
    public func didStartLoading() {
        view?.showLoading()
    }

    public func didLoad(_ question: QuestionDetail) {
        view?.show(formatter.screen(for: question, answers: question.answers))
    }

    public func didFailToLoad(with error: ServiceError) {
        view?.showError(ErrorText.questionFailed(error))
    }
}
