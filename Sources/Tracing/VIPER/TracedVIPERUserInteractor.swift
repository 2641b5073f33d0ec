import Entities
import Interactors
import Presenters

/// The user presenter's calls on its interactor, traced.
@MainActor
final class TracedVIPERUserInteractorInput: VIPERUserInteractorInput {
    private let interactor: any VIPERUserInteractorInput
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .interactor) }
    /// The traced output the interactor holds weakly; kept here, as the presenter keeps this input.
    private var tracedOutput: TracedVIPERUserInteractorOutput?

    init(_ interactor: any VIPERUserInteractorInput, tracer: Tracer) {
        self.interactor = interactor
        self.tracer = tracer
    }

    /// The presenter as the interactor reports to it: traced on its way in.
    var output: (any VIPERUserInteractorOutput)? {
        get { tracedOutput }
        set {
            // An output that is traced already (this getter's own value) is not traced twice.
            tracedOutput = newValue.map {
                $0 as? TracedVIPERUserInteractorOutput ?? TracedVIPERUserInteractorOutput($0, tracer: tracer)
            }
            interactor.output = tracedOutput
        }
    }

    func loadPage() { trace("loadPage()") { interactor.loadPage() } }
    func loadMore() { trace("loadMore()") { interactor.loadMore() } }
    func cancelLoad() { trace("cancelLoad()") { interactor.cancelLoad() } }

    func questionID(atRow number: Int) -> Int? {
        trace("questionID(atRow: \(number))") { interactor.questionID(atRow: number) }
    }
    func reportCurrentPage() { trace("reportCurrentPage()") { interactor.reportCurrentPage() } }

    func saveQuestion(atRow number: Int) -> Bool {
        trace("saveQuestion(atRow: \(number))") { interactor.saveQuestion(atRow: number) }
    }

    func unsaveQuestion(atRow number: Int) -> Bool {
        trace("unsaveQuestion(atRow: \(number))") { interactor.unsaveQuestion(atRow: number) }
    }
}

/// The user interactor's reports to its presenter, traced; it holds the presenter weakly.
@MainActor
final class TracedVIPERUserInteractorOutput: VIPERUserInteractorOutput {
    private weak var presenter: (any VIPERUserInteractorOutput)?
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.interactor, .presenter) }

    init(_ presenter: any VIPERUserInteractorOutput, tracer: Tracer) {
        self.presenter = presenter
        self.tracer = tracer
    }

    func didStartLoading() { trace("didStartLoading()") { presenter?.didStartLoading() } }

    func didLoad(_ page: VIPERUserPageResponse) {
        let questions = TraceSummary.counted(page.questions.count, "question")
        trace("didLoad(user, \(questions))") { presenter?.didLoad(page) }
    }

    func didLoadMore(_ newQuestions: [VIPERQuestionSummary], in page: VIPERUserPageResponse) {
        trace("didLoadMore(\(TraceSummary.rows(newQuestions.count)))") {
            presenter?.didLoadMore(newQuestions, in: page)
        }
    }

    func didReachEnd() { trace("didReachEnd()") { presenter?.didReachEnd() } }

    func didSkipLoadMoreWhileLoading() {
        trace("didSkipLoadMoreWhileLoading()") { presenter?.didSkipLoadMoreWhileLoading() }
    }

    func didFail(isFirstLoad: Bool, with error: ServiceError) {
        trace("didFail(\(TraceSummary.failure(error)))") {
            presenter?.didFail(isFirstLoad: isFirstLoad, with: error)
        }
    }

    func didAnswerSave(_ outcome: SaveOutcome) {
        trace("didAnswerSave(\(TraceSummary.outcome(outcome)))") { presenter?.didAnswerSave(outcome) }
    }

    func didChangeMark(ofRow number: Int, in page: VIPERUserPageResponse) {
        trace("didChangeMark(ofRow: \(number))") { presenter?.didChangeMark(ofRow: number, in: page) }
    }
}

/// The user presenter's calls on its router, traced.
@MainActor
final class TracedVIPERUserRouting: TracedVIPERFlowRouting, VIPERUserRouting {
    private let router: any VIPERUserRouting

    init(_ router: any VIPERUserRouting, tracer: Tracer) {
        self.router = router
        super.init(router, tracer: tracer)
    }

    func openQuestion(id: Int) { trace("openQuestion(id: \(id))") { router.openQuestion(id: id) } }
    func closeUser() { trace("closeUser()") { router.closeUser() } }

    func openSaved() { trace("openSaved()") { router.openSaved() } }
}
