import Entities
import Interactors

/// The question module's glue: asks for the question when the view appears and formats what comes back.
@MainActor
public final class VIPERQuestionPresenter {
    /// The view; weak, as the view owns this presenter.
    public weak var view: (any VIPERQuestionViewInterface)?

    private let interactor: any VIPERQuestionInteractorInput
    private let router: any VIPERQuestionRouting
    private let formatter: QuestionScreenFormatter
    /// Who asked the question shown, by name and account, once it has arrived: where `user` leads.
    private var asker: (name: String, id: Int?)?
    /// Whether the question shown is saved, as the interactor last said: what s does.
    private var isSaved = false

    /// A presenter that drives `interactor`, navigates through `router` and formats with `formatter`.
    public init(
        interactor: any VIPERQuestionInteractorInput, router: any VIPERQuestionRouting,
        formatter: QuestionScreenFormatter
    ) {
        self.interactor = interactor
        self.router = router
        self.formatter = formatter
    }

    /// Ctrl-C with this screen on top: every load stops and this screen says so; with nothing loading, it
    /// says how to leave, where the user is looking.
    public func didInterrupt() {
        view?.showNotice(
            Interruption.answer(
                hasLoadInFlight: router.hasLoadInFlight, cancelEveryLoad: router.cancelEveryLoad,
                howToLeave: formatter.howToLeave))
    }
}

extension VIPERQuestionPresenter: VIPERQuestionEventHandler {
    /// Asks the interactor for the question and its answers.
    public func viewDidLoad() {
        interactor.loadQuestion()
    }

    /// `back`: every load stops, the question closes, and the screen beneath shows again.
    public func didRequestBack() {
        supersedeLoads()
        didRequestGoBack()
        router.showUncoveredScreen()
    }

    /// Asks the router to close the question and return to the screen beneath.
    public func didRequestGoBack() {
        // The module is closing: nothing it loads may be shown any more.
        interactor.cancelLoad()
        router.closeQuestion()
    }

    /// Asks the router for the asker's page, or tells the view why there is none.
    public func didRequestUser() {
        switch AskerPage(askerName: asker?.name, userID: asker?.id) {
        case .user(let id): router.openUser(id: id)
        case .none(let reason): view?.showError(reason)
        }
    }

    /// Asks the interactor to stop its load: the view stays as it is.
    public func didRequestCancelLoad() {
        interactor.cancelLoad()
    }

    /// The screen above closed: asks the interactor for the question as it stands.
    public func didRequestRedisplay() {
        interactor.reportCurrentQuestion()
    }

    /// The screen front's s: saves the question shown, or unsaves it if it is saved, as the interactor last
    /// said.
    public func didRequestToggleSave() {
        if isSaved { didRequestUnsave() } else { didRequestSave() }
    }

    /// `save`: asks the interactor, which answers through `didAnswerSave(_:)`; or the question is not
    /// shown yet.
    public func didRequestSave() {
        if !interactor.saveQuestion() { view?.showError(SaveText.notShown) }
    }

    /// `unsave`: asks the interactor, which answers through `didAnswerSave(_:)`; or the question is not
    /// shown yet.
    public func didRequestUnsave() {
        if !interactor.unsaveQuestion() { view?.showError(SaveText.notShown) }
    }

    /// `saved`: the newest command wins, so every load stops; then asks the router for the saved screen.
    public func didRequestOpenSaved() {
        supersedeLoads()
        router.openSaved()
    }

    /// `save N`: a question has no rows; says to type `save` alone.
    public func didRequestSave(atRow number: Int) {
        view?.showError(SaveText.onAQuestion(saving: true))
    }

    /// `unsave N`: a question has no rows; says to type `unsave` alone.
    public func didRequestUnsave(atRow number: Int) {
        view?.showError(SaveText.onAQuestion(saving: false))
    }

    /// The newest command wins: every load in flight, on every screen, stops first.
    private func supersedeLoads() {
        if router.hasLoadInFlight { router.cancelEveryLoad() }
    }
}

extension VIPERQuestionPresenter: VIPERQuestionInteractorOutput {
    /// Tells the view a fetch has started.
    public func didStartLoading() {
        view?.showLoading()
    }

    /// Shows the question screen.
    public func didLoad(_ question: VIPERQuestionDetail) {
        asker = (question.ownerName, question.ownerID)
        isSaved = question.isSaved
        view?.show(formatter.screen(for: question, answers: question.answers, isSaved: question.isSaved))
    }

    /// The question was saved or unsaved: it is shown again in place.
    public func didChangeMark(_ question: VIPERQuestionDetail) {
        isSaved = question.isSaved
        view?.showInPlace(
            formatter.screen(for: question, answers: question.answers, isSaved: question.isSaved))
    }

    /// Shows what went wrong.
    public func didFailToLoad(with error: ServiceError) {
        view?.showError(ErrorText.questionFailed(error, words: formatter.words))
    }

    /// A save or unsave was answered: one line says how.
    public func didAnswerSave(_ outcome: SaveOutcome) {
        view?.showAnswer(to: outcome)
    }
}
