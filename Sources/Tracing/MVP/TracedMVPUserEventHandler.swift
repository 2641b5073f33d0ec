import Entities
import Presenters

/// MVP's user view → presenter events, and presenter → view calls, traced.
@MainActor
public final class TracedMVPUserEventHandler: MVPUserEventHandler {
    private let presenter: any MVPUserEventHandler
    private let tracer: Tracer
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
    public func viewDidLoad() { tracer.call(.view, .presenter, "viewDidLoad()") { presenter.viewDidLoad() } }

    /// Traced, then passed on.
    public func openQuestion(atRow number: Int) {
        tracer.call(.view, .presenter, "openQuestion(atRow: \(number))") {
            presenter.openQuestion(atRow: number)
        }
    }

    /// Traced, then passed on.
    public func loadMore() { tracer.call(.view, .presenter, "loadMore()") { presenter.loadMore() } }

    /// Traced, then passed on.
    public func goBack() { tracer.call(.view, .presenter, "goBack()") { presenter.goBack() } }

    /// Traced, then passed on.
    public func cancelLoad() { tracer.call(.view, .presenter, "cancelLoad()") { presenter.cancelLoad() } }
}

/// The presenter's calls on the passive user view, traced; the view is held weakly.
@MainActor
final class TracedMVPUserViewInterface: MVPUserViewInterface {
    private weak var view: (any MVPUserViewInterface)?
    private let tracer: Tracer

    init(_ view: any MVPUserViewInterface, tracer: Tracer) {
        self.view = view
        self.tracer = tracer
    }

    func showLoading() { tracer.call(.presenter, .view, "showLoading()") { view?.showLoading() } }

    func show(_ page: UserPageDisplay) {
        tracer.call(.presenter, .view, "show(user, \(TraceSummary.counted(page.rows.count, "question")))") {
            view?.show(page)
        }
    }

    func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        tracer.call(.presenter, .view, "showMore(\(TraceSummary.rows(rows.count)))") {
            view?.showMore(rows, footer: footer)
        }
    }

    func showNotice(_ text: String) {
        tracer.call(.presenter, .view, "showNotice(…)") { view?.showNotice(text) }
    }

    func showError(_ text: String) {
        tracer.call(.presenter, .view, "showError(…)") { view?.showError(text) }
    }
}
