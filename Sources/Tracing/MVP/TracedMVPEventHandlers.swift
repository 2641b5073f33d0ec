import Entities
import Presenters

/// MVP's list view → presenter events, and presenter → view calls, traced.
///
/// The view holds this decorator as its presenter. When the view attaches
/// itself, the decorator hands the presenter a traced view instead and
/// keeps it alive; that traced view holds the real one weakly, as the
/// presenter would, so the view is still released when its screen closes.
@MainActor
public final class TracedMVPQuestionListEventHandler: MVPQuestionListEventHandler {
    private let presenter: any MVPQuestionListEventHandler
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.view, .presenter) }
    private var tracedView: TracedMVPQuestionListViewInterface?

    /// Traces what the view sends `presenter`, and what `presenter` tells the view.
    public init(_ presenter: any MVPQuestionListEventHandler, tracer: Tracer) {
        self.presenter = presenter
        self.tracer = tracer
    }

    /// Attaches a traced stand-in for `view`.
    public func attach(_ view: any MVPQuestionListViewInterface) {
        let traced = TracedMVPQuestionListViewInterface(view, tracer: tracer)
        tracedView = traced
        presenter.attach(traced)
    }

    /// Traced, then passed on.
    public func viewDidLoad() { trace("viewDidLoad()") { presenter.viewDidLoad() } }

    /// Traced, then passed on.
    public func redisplayList() { trace("redisplayList()") { presenter.redisplayList() } }

    /// Traced, then passed on.
    public func openQuestion(atRow number: Int) {
        trace("openQuestion(atRow: \(number))") { presenter.openQuestion(atRow: number) }
    }

    /// Traced, then passed on.
    public func loadMore() { trace("loadMore()") { presenter.loadMore() } }

    /// Traced, then passed on.
    public func refresh() { trace("refresh()") { presenter.refresh() } }

    /// Traced, then passed on.
    public func filter(byTag tag: String?) {
        trace("filter(byTag: \(TraceSummary.tag(tag)))") { presenter.filter(byTag: tag) }
    }

    /// Traced, then passed on.
    public func sort(by sort: QuestionSort) {
        trace("sort(by: \(sort.rawValue))") { presenter.sort(by: sort) }
    }

    /// Traced, then passed on.
    public func search(for words: String?) {
        trace("search(for: \(TraceSummary.optional(words)))") { presenter.search(for: words) }
    }

    /// Traced, then passed on.
    public func cancelLoad() { trace("cancelLoad()") { presenter.cancelLoad() } }

    /// Traced, then passed on.
    public func saveQuestion(atRow number: Int) {
        trace("saveQuestion(atRow: \(number))") { presenter.saveQuestion(atRow: number) }
    }

    /// Traced, then passed on.
    public func unsaveQuestion(atRow number: Int) {
        trace("unsaveQuestion(atRow: \(number))") { presenter.unsaveQuestion(atRow: number) }
    }

    /// Traced, then passed on.
    public func openSaved() { trace("openSaved()") { presenter.openSaved() } }

    /// Traced, then passed on.
    public func back() { trace("back()") { presenter.back() } }

    /// Traced, then passed on.
    public func showList() { trace("showList()") { presenter.showList() } }

    /// Traced, then passed on.
    public func openUser() { trace("openUser()") { presenter.openUser() } }

    /// Traced, then passed on.
    public func saveQuestion() { trace("saveQuestion()") { presenter.saveQuestion() } }

    /// Traced, then passed on.
    public func unsaveQuestion() { trace("unsaveQuestion()") { presenter.unsaveQuestion() } }

    /// Traced, then passed on.
    public func interrupt() { trace("interrupt()") { presenter.interrupt() } }

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

/// MVP's question view → presenter events, and presenter → view calls, traced.
@MainActor
public final class TracedMVPQuestionEventHandler: MVPQuestionEventHandler {
    private let presenter: any MVPQuestionEventHandler
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.view, .presenter) }
    private var tracedView: TracedMVPQuestionViewInterface?

    /// Traces what the view sends `presenter`, and what `presenter` tells the view.
    public init(_ presenter: any MVPQuestionEventHandler, tracer: Tracer) {
        self.presenter = presenter
        self.tracer = tracer
    }

    /// Attaches a traced stand-in for `view`.
    public func attach(_ view: any MVPQuestionViewInterface) {
        let traced = TracedMVPQuestionViewInterface(view, tracer: tracer)
        tracedView = traced
        presenter.attach(traced)
    }

    /// Traced, then passed on.
    public func viewDidLoad() { trace("viewDidLoad()") { presenter.viewDidLoad() } }

    /// Traced, then passed on.
    public func goBack() { trace("goBack()") { presenter.goBack() } }

    /// Traced, then passed on.
    public func back() { trace("back()") { presenter.back() } }

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
    public func cancelLoad() { trace("cancelLoad()") { presenter.cancelLoad() } }

    /// Traced, then passed on.
    public func interrupt() { trace("interrupt()") { presenter.interrupt() } }

    /// Traced, then passed on.
    public func redisplay() { trace("redisplay()") { presenter.redisplay() } }

    /// Traced, then passed on.
    public func saveQuestion() { trace("saveQuestion()") { presenter.saveQuestion() } }

    /// Traced, then passed on.
    public func unsaveQuestion() { trace("unsaveQuestion()") { presenter.unsaveQuestion() } }

    /// Traced, then passed on.
    public func openSaved() { trace("openSaved()") { presenter.openSaved() } }

    /// Traced, then passed on.
    public func toggleSave() { trace("toggleSave()") { presenter.toggleSave() } }
}

/// The presenter's calls on the passive list view, traced; the view is held weakly, as the presenter
/// holds it.
@MainActor
final class TracedMVPQuestionListViewInterface: MVPQuestionListViewInterface {
    private weak var view: (any MVPQuestionListViewInterface)?
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .view) }

    init(_ view: any MVPQuestionListViewInterface, tracer: Tracer) {
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

/// The presenter's calls on the passive question view, traced; the view is held weakly.
@MainActor
final class TracedMVPQuestionViewInterface: MVPQuestionViewInterface {
    private weak var view: (any MVPQuestionViewInterface)?
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .view) }

    init(_ view: any MVPQuestionViewInterface, tracer: Tracer) {
        self.view = view
        self.tracer = tracer
    }

    func showLoading() { trace("showLoading()") { view?.showLoading() } }

    func show(_ screen: QuestionScreenDisplay) {
        tracer.call(
            .presenter, .view, "show(question, \(TraceSummary.counted(screen.answers.count, "answer")))"
        ) {
            view?.show(screen)
        }
    }

    func showError(_ text: String) { trace("showError(…)") { view?.showError(text) } }
    func showNotice(_ text: String) { trace("showNotice(…)") { view?.showNotice(text) } }
    func showInPlace(_ screen: QuestionScreenDisplay) {
        trace("showInPlace(question)") { view?.showInPlace(screen) }
    }
}
