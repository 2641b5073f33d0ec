import Entities
import Interactors
import Presenters

/// The question presenter's calls on its interactor, traced.
@MainActor
final class TracedVIPERQuestionInteractorInput: VIPERQuestionInteractorInput {
    private let interactor: any VIPERQuestionInteractorInput
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .interactor) }
    /// The traced output the interactor holds weakly; kept here, as the presenter keeps this input.
    private var tracedOutput: TracedVIPERQuestionInteractorOutput?

    init(_ interactor: any VIPERQuestionInteractorInput, tracer: Tracer) {
        self.interactor = interactor
        self.tracer = tracer
    }

    /// The presenter as the interactor reports to it: traced on its way in.
    var output: (any VIPERQuestionInteractorOutput)? {
        get { tracedOutput }
        set {
            // An output that is traced already (this getter's own value) is not traced twice.
            tracedOutput = newValue.map {
                $0 as? TracedVIPERQuestionInteractorOutput
                    ?? TracedVIPERQuestionInteractorOutput($0, tracer: tracer)
            }
            interactor.output = tracedOutput
        }
    }

    func loadQuestion() { trace("loadQuestion()") { interactor.loadQuestion() } }
    func cancelLoad() { trace("cancelLoad()") { interactor.cancelLoad() } }
    func reportCurrentQuestion() { trace("reportCurrentQuestion()") { interactor.reportCurrentQuestion() } }
    func saveQuestion() -> Bool { trace("saveQuestion()") { interactor.saveQuestion() } }
    func unsaveQuestion() -> Bool { trace("unsaveQuestion()") { interactor.unsaveQuestion() } }
}

/// The question interactor's reports to its presenter, traced; it holds the presenter weakly.
@MainActor
final class TracedVIPERQuestionInteractorOutput: VIPERQuestionInteractorOutput {
    private weak var presenter: (any VIPERQuestionInteractorOutput)?
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.interactor, .presenter) }

    init(_ presenter: any VIPERQuestionInteractorOutput, tracer: Tracer) {
        self.presenter = presenter
        self.tracer = tracer
    }

    func didStartLoading() { trace("didStartLoading()") { presenter?.didStartLoading() } }

    func didLoad(_ question: VIPERQuestionDetail) {
        let answers = TraceSummary.counted(question.answers.count, "answer")
        trace("didLoad(question \(question.id), \(answers))") { presenter?.didLoad(question) }
    }

    func didFailToLoad(with error: ServiceError) {
        trace("didFailToLoad(\(TraceSummary.failure(error)))") { presenter?.didFailToLoad(with: error) }
    }

    func didAnswerSave(_ outcome: SaveOutcome) {
        trace("didAnswerSave(\(TraceSummary.outcome(outcome)))") { presenter?.didAnswerSave(outcome) }
    }

    func didChangeMark(_ question: VIPERQuestionDetail) {
        trace("didChangeMark(question)") { presenter?.didChangeMark(question) }
    }
}

/// The question presenter's calls on its router, traced.
@MainActor
final class TracedVIPERQuestionRouting: TracedVIPERFlowRouting, VIPERQuestionRouting {
    private let router: any VIPERQuestionRouting

    init(_ router: any VIPERQuestionRouting, tracer: Tracer) {
        self.router = router
        super.init(router, tracer: tracer)
    }

    func closeQuestion() { trace("closeQuestion()") { router.closeQuestion() } }
    func openUser(id: Int) { trace("openUser(id: \(id))") { router.openUser(id: id) } }

    func openSaved() { trace("openSaved()") { router.openSaved() } }
}
