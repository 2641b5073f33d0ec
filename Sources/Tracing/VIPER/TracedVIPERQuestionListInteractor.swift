import Entities
import Interactors
import Presenters

/// The presenter's calls on the list interactor, traced.
@MainActor
final class TracedVIPERQuestionListInteractorInput: VIPERQuestionListInteractorInput {
    private let interactor: any VIPERQuestionListInteractorInput
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .interactor) }
    /// The traced output the interactor holds weakly; kept here, as the presenter keeps this input.
    private var tracedOutput: TracedVIPERQuestionListInteractorOutput?

    init(_ interactor: any VIPERQuestionListInteractorInput, tracer: Tracer) {
        self.interactor = interactor
        self.tracer = tracer
    }

    /// The presenter as the interactor reports to it: traced on its way in.
    var output: (any VIPERQuestionListInteractorOutput)? {
        get { tracedOutput }
        set {
            // An output that is traced already (this getter's own value) is not traced twice.
            tracedOutput = newValue.map {
                $0 as? TracedVIPERQuestionListInteractorOutput
                    ?? TracedVIPERQuestionListInteractorOutput($0, tracer: tracer)
            }
            interactor.output = tracedOutput
        }
    }

    var site: String { interactor.site }
    func loadFirstPage() { trace("loadFirstPage()") { interactor.loadFirstPage() } }
    func loadMore() { trace("loadMore()") { interactor.loadMore() } }
    func refresh() { trace("refresh()") { interactor.refresh() } }

    func filter(byTag tag: String?) {
        trace("filter(byTag: \(TraceSummary.tag(tag)))") { interactor.filter(byTag: tag) }
    }

    func sort(by sort: QuestionSort) { trace("sort(by: \(sort.rawValue))") { interactor.sort(by: sort) } }

    func search(for words: String?) {
        trace("search(for: \(TraceSummary.optional(words)))") { interactor.search(for: words) }
    }

    func reportCurrentList() { trace("reportCurrentList()") { interactor.reportCurrentList() } }
    func cancelLoad() { trace("cancelLoad()") { interactor.cancelLoad() } }

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

/// The list interactor's reports to its presenter, traced; it holds the presenter weakly, as the
/// interactor does.
@MainActor
final class TracedVIPERQuestionListInteractorOutput: VIPERQuestionListInteractorOutput {
    private weak var presenter: (any VIPERQuestionListInteractorOutput)?
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.interactor, .presenter) }

    init(_ presenter: any VIPERQuestionListInteractorOutput, tracer: Tracer) {
        self.presenter = presenter
        self.tracer = tracer
    }

    func didStartLoading() { trace("didStartLoading()") { presenter?.didStartLoading() } }

    func didLoad(_ list: VIPERQuestionListResponse) {
        tracer.call(
            .interactor, .presenter, "didLoad(\(TraceSummary.counted(list.questions.count, "question")))"
        ) {
            presenter?.didLoad(list)
        }
    }

    func didLoadMore(_ newQuestions: [VIPERQuestionSummary], in list: VIPERQuestionListResponse) {
        let message = "didLoadMore(\(newQuestions.count) new, \(list.questions.count) in all)"
        trace(message) { presenter?.didLoadMore(newQuestions, in: list) }
    }

    func didReachEnd() { trace("didReachEnd()") { presenter?.didReachEnd() } }

    func didSkipLoadMoreWhileLoading() {
        trace("didSkipLoadMoreWhileLoading()") { presenter?.didSkipLoadMoreWhileLoading() }
    }

    func didRefresh(_ list: VIPERQuestionListResponse, previous: [VIPERQuestionSummary]) {
        let message = "didRefresh(\(list.questions.count) questions, \(previous.count) before)"
        trace(message) { presenter?.didRefresh(list, previous: previous) }
    }

    func didFail(_ fetch: ListFetch, with error: ServiceError) {
        let message = "didFail(\(TraceSummary.fetch(fetch)), \(TraceSummary.failure(error)))"
        trace(message) { presenter?.didFail(fetch, with: error) }
    }

    func didAnswerSave(_ outcome: SaveOutcome) {
        trace("didAnswerSave(\(TraceSummary.outcome(outcome)))") { presenter?.didAnswerSave(outcome) }
    }

    func didChangeMark(ofRow number: Int, in list: VIPERQuestionListResponse) {
        trace("didChangeMark(ofRow: \(number))") { presenter?.didChangeMark(ofRow: number, in: list) }
    }
}

/// The list presenter's calls on its router, traced.
@MainActor
final class TracedVIPERQuestionListRouting: TracedVIPERFlowRouting, VIPERQuestionListRouting {
    private let router: any VIPERQuestionListRouting

    init(_ router: any VIPERQuestionListRouting, tracer: Tracer) {
        self.router = router
        super.init(router, tracer: tracer)
    }

    func openQuestion(id: Int, site: String) {
        trace("openQuestion(id: \(id))") { router.openQuestion(id: id, site: site) }
    }

    func openSaved() { trace("openSaved()") { router.openSaved() } }
}
