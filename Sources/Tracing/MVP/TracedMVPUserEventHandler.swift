import Entities
import Presenters

/// MVP's user view → presenter events, and presenter → view calls, traced.
@MainActor
public final class TracedMVPUserEventHandler: MVPUserEventHandler {
    private let presenter: any MVPUserEventHandler
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.view, .presenter) }
    private var tracedView: TracedMVPUserViewInterface?

    /// Traces what the view sends `presenter`, and what `presenter` tells the view.
    public init(_ presenter: any MVPUserEventHandler, tracer: Tracer) {
        self.presenter = presenter
        self.tracer = tracer
    }

    /// Attaches a traced stand-in for `view`.
    public func attach(_ view: any MVPUserViewInterface) {
        let traced = TracedMVPUserViewInterface(view, tracer: tracer)
        tracedView = traced
        presenter.attach(traced)
    }

    /// Traced, then passed on.
    public func viewDidLoad() { trace("viewDidLoad()") { presenter.viewDidLoad() } }

    /// Traced, then passed on.
    public func openQuestion(atRow number: Int) {
        trace("openQuestion(atRow: \(number))") { presenter.openQuestion(atRow: number) }
    }

    /// Traced, then passed on.
    public func loadMore() { trace("loadMore()") { presenter.loadMore() } }

    /// Traced, then passed on.
    public func goBack() { trace("goBack()") { presenter.goBack() } }

    /// Traced, then passed on.
    public func back() { trace("back()") { presenter.back() } }

    /// Traced, then passed on.
    public func cancelLoad() { trace("cancelLoad()") { presenter.cancelLoad() } }

    /// Traced, then passed on.
    public func interrupt() { trace("interrupt()") { presenter.interrupt() } }

    /// Traced, then passed on.
    public func redisplay() { trace("redisplay()") { presenter.redisplay() } }

    /// Traced, then passed on.
    public func saveQuestion(atRow number: Int) {
        trace("saveQuestion(atRow: \(number))") { presenter.saveQuestion(atRow: number) }
    }

    /// Traced, then passed on.
    public func unsaveQuestion(atRow number: Int) {
        trace("unsaveQuestion(atRow: \(number))") { presenter.unsaveQuestion(atRow: number) }
    }

    /// Traced, then passed on.
    public func openUser() { trace("openUser()") { presenter.openUser() } }

    /// Traced, then passed on.
    public func saveQuestion() { trace("saveQuestion()") { presenter.saveQuestion() } }

    /// Traced, then passed on.
    public func unsaveQuestion() { trace("unsaveQuestion()") { presenter.unsaveQuestion() } }

    /// Traced, then passed on.
    public func openSaved() { trace("openSaved()") { presenter.openSaved() } }

    /// Traced, then passed on.
    public func moveSelection(by rows: Int) {
        trace("moveSelection(by: \(rows))") { presenter.moveSelection(by: rows) }
    }

    /// Traced, then passed on.
    public func moveSelectionToFirst() {
        trace("moveSelectionToFirst()") { presenter.moveSelectionToFirst() }
    }

    /// Traced, then passed on.
    public func moveSelectionToLast() { trace("moveSelectionToLast()") { presenter.moveSelectionToLast() } }

    /// Traced, then passed on.
    public func openSelection() { trace("openSelection()") { presenter.openSelection() } }

    /// Traced, then passed on.
    public func toggleSaveOfSelection() {
        trace("toggleSaveOfSelection()") { presenter.toggleSaveOfSelection() }
    }
}

/// The presenter's calls on the passive user view, traced; the view is held weakly.
@MainActor
final class TracedMVPUserViewInterface: MVPUserViewInterface {
    private weak var view: (any MVPUserViewInterface)?
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .view) }

    init(_ view: any MVPUserViewInterface, tracer: Tracer) {
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
