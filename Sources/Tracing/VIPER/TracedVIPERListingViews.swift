import Entities
import Presenters

/// A user view's events on their way to the presenter, traced.
@MainActor
final class TracedVIPERUserEventHandler: VIPERUserEventHandler {
    private let handler: any VIPERUserEventHandler
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.view, .presenter) }
    /// The traced view the presenter holds weakly; kept here, as the real view keeps this handler.
    private var retainedView: AnyObject?

    init(_ handler: any VIPERUserEventHandler, tracer: Tracer) {
        self.handler = handler
        self.tracer = tracer
    }

    func keepAlive(_ view: AnyObject) { retainedView = view }
    func viewDidLoad() { trace("viewDidLoad()") { handler.viewDidLoad() } }

    func didRequestOpenQuestion(atRow number: Int) {
        trace("didRequestOpenQuestion(atRow: \(number))") { handler.didRequestOpenQuestion(atRow: number) }
    }

    func didRequestLoadMore() { trace("didRequestLoadMore()") { handler.didRequestLoadMore() } }
    func didRequestGoBack() { trace("didRequestGoBack()") { handler.didRequestGoBack() } }
    func didInterrupt() { trace("didInterrupt()") { handler.didInterrupt() } }
    func didRequestBack() { trace("didRequestBack()") { handler.didRequestBack() } }
    func didRequestCancelLoad() { trace("didRequestCancelLoad()") { handler.didRequestCancelLoad() } }
    func didRequestRedisplay() { trace("didRequestRedisplay()") { handler.didRequestRedisplay() } }

    func didRequestSave(atRow number: Int) {
        trace("didRequestSave(atRow: \(number))") { handler.didRequestSave(atRow: number) }
    }

    func didRequestUnsave(atRow number: Int) {
        trace("didRequestUnsave(atRow: \(number))") { handler.didRequestUnsave(atRow: number) }
    }

    func didRequestOpenSaved() { trace("didRequestOpenSaved()") { handler.didRequestOpenSaved() } }
    func didRequestUser() { trace("didRequestUser()") { handler.didRequestUser() } }
    func didRequestSave() { trace("didRequestSave()") { handler.didRequestSave() } }
    func didRequestUnsave() { trace("didRequestUnsave()") { handler.didRequestUnsave() } }

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

/// The presenter's calls on a user view, traced; it holds the view weakly, as the presenter does.
@MainActor
final class TracedVIPERUserViewInterface: VIPERUserViewInterface {
    private weak var view: (any VIPERUserViewInterface)?
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .view) }

    init(_ view: any VIPERUserViewInterface, tracer: Tracer) {
        self.view = view
        self.tracer = tracer
    }

    func showLoading() { trace("showLoading()") { view?.showLoading() } }

    func show(_ page: UserPageDisplay) {
        trace("show(user, \(TraceSummary.counted(page.rows.count, "question")))") { view?.show(page) }
    }

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

/// A saved-screen view's events on their way to the presenter, traced.
@MainActor
final class TracedVIPERSavedEventHandler: VIPERSavedEventHandler {
    private let handler: any VIPERSavedEventHandler
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.view, .presenter) }
    /// The traced view the presenter holds weakly; kept here, as the real view keeps this handler.
    private var retainedView: AnyObject?

    init(_ handler: any VIPERSavedEventHandler, tracer: Tracer) {
        self.handler = handler
        self.tracer = tracer
    }

    func keepAlive(_ view: AnyObject) { retainedView = view }
    func viewDidLoad() { trace("viewDidLoad()") { handler.viewDidLoad() } }
    func didRequestRedisplay() { trace("didRequestRedisplay()") { handler.didRequestRedisplay() } }

    func didRequestOpenQuestion(atRow number: Int) {
        trace("didRequestOpenQuestion(atRow: \(number))") { handler.didRequestOpenQuestion(atRow: number) }
    }

    func didRequestLoadMore() { trace("didRequestLoadMore()") { handler.didRequestLoadMore() } }

    func didRequestSave(atRow number: Int) {
        trace("didRequestSave(atRow: \(number))") { handler.didRequestSave(atRow: number) }
    }

    func didRequestUnsave(atRow number: Int) {
        trace("didRequestUnsave(atRow: \(number))") { handler.didRequestUnsave(atRow: number) }
    }

    func didRequestGoBack() { trace("didRequestGoBack()") { handler.didRequestGoBack() } }
    func didInterrupt() { trace("didInterrupt()") { handler.didInterrupt() } }
    func didRequestBack() { trace("didRequestBack()") { handler.didRequestBack() } }
    func didRequestOpenSaved() { trace("didRequestOpenSaved()") { handler.didRequestOpenSaved() } }
    func didRequestUser() { trace("didRequestUser()") { handler.didRequestUser() } }
    func didRequestSave() { trace("didRequestSave()") { handler.didRequestSave() } }
    func didRequestUnsave() { trace("didRequestUnsave()") { handler.didRequestUnsave() } }

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

/// The presenter's calls on a saved-screen view, traced; it holds the view weakly, as the presenter does.
@MainActor
final class TracedVIPERSavedViewInterface: VIPERSavedViewInterface {
    private weak var view: (any VIPERSavedViewInterface)?
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .view) }

    init(_ view: any VIPERSavedViewInterface, tracer: Tracer) {
        self.view = view
        self.tracer = tracer
    }

    func show(_ list: QuestionListDisplay) { trace("show(\(TraceSummary.list(list)))") { view?.show(list) } }

    func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        trace("showMore(\(TraceSummary.rows(rows.count)))") { view?.showMore(rows, footer: footer) }
    }

    func showNotice(_ text: String) { trace("showNotice(…)") { view?.showNotice(text) } }
    func showError(_ text: String) { trace("showError(…)") { view?.showError(text) } }

    func showSelection(atRow index: Int) {
        trace("showSelection(atRow: \(index))") { view?.showSelection(atRow: index) }
    }
}
