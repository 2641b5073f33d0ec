import Presenters

/// MVP's saved-screen view → presenter events, and presenter → view calls, traced.
@MainActor
public final class TracedMVPSavedEventHandler: MVPSavedEventHandler {
    private let presenter: any MVPSavedEventHandler
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.view, .presenter) }
    private var tracedView: TracedMVPSavedViewInterface?

    /// Traces what the view sends `presenter`, and what `presenter` tells the view.
    public init(_ presenter: any MVPSavedEventHandler, tracer: Tracer) {
        self.presenter = presenter
        self.tracer = tracer
    }

    /// Attaches a traced stand-in for `view`.
    public func attach(_ view: any MVPSavedViewInterface) {
        let traced = TracedMVPSavedViewInterface(view, tracer: tracer)
        tracedView = traced
        presenter.attach(traced)
    }

    /// Traced, then passed on.
    public func viewDidLoad() { trace("viewDidLoad()") { presenter.viewDidLoad() } }

    /// Traced, then passed on.
    public func redisplay() { trace("redisplay()") { presenter.redisplay() } }

    /// Traced, then passed on.
    public func openQuestion(atRow number: Int) {
        trace("openQuestion(atRow: \(number))") { presenter.openQuestion(atRow: number) }
    }

    /// Traced, then passed on.
    public func loadMore() { trace("loadMore()") { presenter.loadMore() } }

    /// Traced, then passed on.
    public func saveQuestion(atRow number: Int) {
        trace("saveQuestion(atRow: \(number))") { presenter.saveQuestion(atRow: number) }
    }

    /// Traced, then passed on.
    public func unsaveQuestion(atRow number: Int) {
        trace("unsaveQuestion(atRow: \(number))") { presenter.unsaveQuestion(atRow: number) }
    }

    /// Traced, then passed on.
    public func goBack() { trace("goBack()") { presenter.goBack() } }

    /// Traced, then passed on.
    public func interrupt() { trace("interrupt()") { presenter.interrupt() } }

    /// Traced, then passed on.
    public func back() { trace("back()") { presenter.back() } }

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

/// The presenter's calls on the passive saved-screen view, traced; the view is held weakly.
@MainActor
final class TracedMVPSavedViewInterface: MVPSavedViewInterface {
    private weak var view: (any MVPSavedViewInterface)?
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .view) }

    init(_ view: any MVPSavedViewInterface, tracer: Tracer) {
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
