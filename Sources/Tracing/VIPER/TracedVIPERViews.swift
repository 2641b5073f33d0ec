import Entities
import Presenters

/// A list view's events on their way to the presenter, traced.
@MainActor
final class TracedVIPERQuestionListEventHandler: VIPERQuestionListEventHandler {
    private let handler: any VIPERQuestionListEventHandler
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.view, .presenter) }
    /// The traced view the presenter holds weakly; kept here, as the real view keeps this handler.
    private var retainedView: AnyObject?

    init(_ handler: any VIPERQuestionListEventHandler, tracer: Tracer) {
        self.handler = handler
        self.tracer = tracer
    }

    func keepAlive(_ view: AnyObject) { retainedView = view }
    func viewDidLoad() { trace("viewDidLoad()") { handler.viewDidLoad() } }

    func didRequestRedisplayList() {
        trace("didRequestRedisplayList()") { handler.didRequestRedisplayList() }
    }

    func didRequestOpenQuestion(atRow number: Int) {
        trace("didRequestOpenQuestion(atRow: \(number))") { handler.didRequestOpenQuestion(atRow: number) }
    }

    func didRequestLoadMore() { trace("didRequestLoadMore()") { handler.didRequestLoadMore() } }
    func didRequestRefresh() { trace("didRequestRefresh()") { handler.didRequestRefresh() } }
    func didRequestCancelLoad() { trace("didRequestCancelLoad()") { handler.didRequestCancelLoad() } }

    func didRequestFilter(byTag tag: String?) {
        trace("didRequestFilter(byTag: \(TraceSummary.tag(tag)))") { handler.didRequestFilter(byTag: tag) }
    }

    func didRequestSort(by sort: QuestionSort) {
        trace("didRequestSort(by: \(sort.rawValue))") { handler.didRequestSort(by: sort) }
    }

    func didRequestSearch(for words: String?) {
        trace("didRequestSearch(for: \(TraceSummary.optional(words)))") {
            handler.didRequestSearch(for: words)
        }
    }

    func didRequestSave(atRow number: Int) {
        trace("didRequestSave(atRow: \(number))") { handler.didRequestSave(atRow: number) }
    }

    func didRequestUnsave(atRow number: Int) {
        trace("didRequestUnsave(atRow: \(number))") { handler.didRequestUnsave(atRow: number) }
    }

    func didRequestOpenSaved() { trace("didRequestOpenSaved()") { handler.didRequestOpenSaved() } }
    func didRequestBack() { trace("didRequestBack()") { handler.didRequestBack() } }
    func didRequestList() { trace("didRequestList()") { handler.didRequestList() } }
    func didRequestUser() { trace("didRequestUser()") { handler.didRequestUser() } }
    func didRequestSave() { trace("didRequestSave()") { handler.didRequestSave() } }
    func didRequestUnsave() { trace("didRequestUnsave()") { handler.didRequestUnsave() } }
    func didInterrupt() { trace("didInterrupt()") { handler.didInterrupt() } }

    func didRequestMoveSelection(by rows: Int) {
        trace("didRequestMoveSelection(by: \(rows))") { handler.didRequestMoveSelection(by: rows) }
    }

    func didRequestMoveSelectionToFirst() {
        trace("didRequestMoveSelectionToFirst()") { handler.didRequestMoveSelectionToFirst() }
    }

    func didRequestMoveSelectionToLast() {
        trace("didRequestMoveSelectionToLast()") { handler.didRequestMoveSelectionToLast() }
    }

    func didRequestOpenSelection() {
        trace("didRequestOpenSelection()") { handler.didRequestOpenSelection() }
    }

    func didRequestToggleSaveOfSelection() {
        trace("didRequestToggleSaveOfSelection()") { handler.didRequestToggleSaveOfSelection() }
    }
}

/// The presenter's calls on a list view, traced; it holds the view weakly, as the presenter does.
@MainActor
final class TracedVIPERQuestionListViewInterface: VIPERQuestionListViewInterface {
    private weak var view: (any VIPERQuestionListViewInterface)?
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .view) }

    init(_ view: any VIPERQuestionListViewInterface, tracer: Tracer) {
        self.view = view
        self.tracer = tracer
    }

    func showLoading() { trace("showLoading()") { view?.showLoading() } }
    func show(_ list: QuestionListDisplay) { trace("show(\(TraceSummary.list(list)))") { view?.show(list) } }

    func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        trace("showMore(\(TraceSummary.rows(rows.count)))") { view?.showMore(rows, footer: footer) }
    }

    func showNotice(_ text: String) { trace("showNotice(…)") { view?.showNotice(text) } }
    func showError(_ text: String) { trace("showError(…)") { view?.showError(text) } }

    func showSelection(atRow index: Int) {
        trace("showSelection(atRow: \(index))") { view?.showSelection(atRow: index) }
    }

    func showRow(_ row: QuestionRowDisplay) { trace("showRow(\(row.number))") { view?.showRow(row) } }
}

/// A question view's events on their way to the presenter, traced.
@MainActor
final class TracedVIPERQuestionEventHandler: VIPERQuestionEventHandler {
    private let handler: any VIPERQuestionEventHandler
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.view, .presenter) }
    /// The traced view the presenter holds weakly; kept here, as the real view keeps this handler.
    private var retainedView: AnyObject?

    init(_ handler: any VIPERQuestionEventHandler, tracer: Tracer) {
        self.handler = handler
        self.tracer = tracer
    }

    func keepAlive(_ view: AnyObject) { retainedView = view }
    func viewDidLoad() { trace("viewDidLoad()") { handler.viewDidLoad() } }
    func didRequestGoBack() { trace("didRequestGoBack()") { handler.didRequestGoBack() } }
    func didInterrupt() { trace("didInterrupt()") { handler.didInterrupt() } }
    func didRequestBack() { trace("didRequestBack()") { handler.didRequestBack() } }
    func didRequestUser() { trace("didRequestUser()") { handler.didRequestUser() } }
    func didRequestCancelLoad() { trace("didRequestCancelLoad()") { handler.didRequestCancelLoad() } }
    func didRequestRedisplay() { trace("didRequestRedisplay()") { handler.didRequestRedisplay() } }
    func didRequestSave() { trace("didRequestSave()") { handler.didRequestSave() } }
    func didRequestUnsave() { trace("didRequestUnsave()") { handler.didRequestUnsave() } }
    func didRequestOpenSaved() { trace("didRequestOpenSaved()") { handler.didRequestOpenSaved() } }

    func didRequestSave(atRow number: Int) {
        trace("didRequestSave(atRow: \(number))") { handler.didRequestSave(atRow: number) }
    }

    func didRequestUnsave(atRow number: Int) {
        trace("didRequestUnsave(atRow: \(number))") { handler.didRequestUnsave(atRow: number) }
    }

    func didRequestToggleSave() { trace("didRequestToggleSave()") { handler.didRequestToggleSave() } }
}

/// The presenter's calls on a question view, traced; it holds the view weakly, as the presenter does.
@MainActor
final class TracedVIPERQuestionViewInterface: VIPERQuestionViewInterface {
    private weak var view: (any VIPERQuestionViewInterface)?
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .view) }

    init(_ view: any VIPERQuestionViewInterface, tracer: Tracer) {
        self.view = view
        self.tracer = tracer
    }

    func showLoading() { trace("showLoading()") { view?.showLoading() } }

    func show(_ screen: QuestionScreenDisplay) {
        let answers = TraceSummary.counted(screen.answers.count, "answer")
        trace("show(question, \(answers))") { view?.show(screen) }
    }

    func showError(_ text: String) { trace("showError(…)") { view?.showError(text) } }
    func showNotice(_ text: String) { trace("showNotice(…)") { view?.showNotice(text) } }

    func showInPlace(_ screen: QuestionScreenDisplay) {
        trace("showInPlace(question)") { view?.showInPlace(screen) }
    }
}
