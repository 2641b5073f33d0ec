import Entities
import Interactors
import Presenters

/// The presenter's calls on the saved screen's interactor, traced.
@MainActor
final class TracedVIPERSavedInteractorInput: VIPERSavedInteractorInput {
    private let interactor: any VIPERSavedInteractorInput
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .interactor) }
    /// The traced output the interactor holds weakly; kept here, as the presenter keeps this input.
    private var tracedOutput: TracedVIPERSavedInteractorOutput?

    init(_ interactor: any VIPERSavedInteractorInput, tracer: Tracer) {
        self.interactor = interactor
        self.tracer = tracer
    }

    /// The presenter as the interactor reports to it: traced on its way in.
    var output: (any VIPERSavedInteractorOutput)? {
        get { tracedOutput }
        set {
            tracedOutput = newValue.map {
                $0 as? TracedVIPERSavedInteractorOutput
                    ?? TracedVIPERSavedInteractorOutput($0, tracer: tracer)
            }
            interactor.output = tracedOutput
        }
    }

    var site: String { interactor.site }
    func loadFirstPage() { trace("loadFirstPage()") { interactor.loadFirstPage() } }
    func reportCurrentSaves() { trace("reportCurrentSaves()") { interactor.reportCurrentSaves() } }
    func loadMore() { trace("loadMore()") { interactor.loadMore() } }

    func questionID(atRow number: Int) -> Int? {
        let id = trace("questionID(atRow: \(number))") { interactor.questionID(atRow: number) }
        tracer.returned(.presenter, from: .interactor, id.map { "id \($0)" } ?? "no such row")
        return id
    }

    func saveQuestion(atRow number: Int) -> Bool {
        trace("saveQuestion(atRow: \(number))") { interactor.saveQuestion(atRow: number) }
    }

    func unsaveQuestion(atRow number: Int) -> Bool {
        trace("unsaveQuestion(atRow: \(number))") { interactor.unsaveQuestion(atRow: number) }
    }
}

/// The saved screen's interactor's reports to its presenter, traced; held weakly, as the interactor holds it.
@MainActor
final class TracedVIPERSavedInteractorOutput: VIPERSavedInteractorOutput {
    private weak var presenter: (any VIPERSavedInteractorOutput)?
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.interactor, .presenter) }

    init(_ presenter: any VIPERSavedInteractorOutput, tracer: Tracer) {
        self.presenter = presenter
        self.tracer = tracer
    }

    func didLoad(_ saves: VIPERSavedListResponse) {
        trace("didLoad(\(TraceSummary.counted(saves.questions.count, "save")))") { presenter?.didLoad(saves) }
    }

    func didLoadMore(_ added: [VIPERQuestionSummary], in saves: VIPERSavedListResponse) {
        trace("didLoadMore(\(TraceSummary.counted(added.count, "save")))") {
            presenter?.didLoadMore(added, in: saves)
        }
    }

    func didReachEnd() { trace("didReachEnd()") { presenter?.didReachEnd() } }

    func didAnswerSave(_ outcome: SaveOutcome) {
        trace("didAnswerSave(\(TraceSummary.outcome(outcome)))") { presenter?.didAnswerSave(outcome) }
    }

    func didFailToRead(_ error: SaveError) {
        trace("didFailToRead(…)") { presenter?.didFailToRead(error) }
    }
}

/// The saved-screen presenter's navigation, traced.
@MainActor
final class TracedVIPERSavedRouting: TracedVIPERFlowRouting, VIPERSavedRouting {
    private let router: any VIPERSavedRouting

    init(_ router: any VIPERSavedRouting, tracer: Tracer) {
        self.router = router
        super.init(router, tracer: tracer)
    }

    func openQuestion(id: Int) { trace("openQuestion(id: \(id))") { router.openQuestion(id: id) } }
    func closeSaved() { trace("closeSaved()") { router.closeSaved() } }
}
