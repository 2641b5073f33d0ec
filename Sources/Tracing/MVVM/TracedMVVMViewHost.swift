import Presenters
import Routers

/// The terminal's MVVM host as the coordinator sees it: traces what the coordinator asks of it, and
/// wraps each view model so the view's inputs and the view model's state bindings are traced too.
@MainActor
public final class TracedMVVMViewHost: MVVMViewHost {
    private let host: any MVVMViewHost
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.coordinator, .host) }

    /// Traces what the coordinator asks of `host`.
    public init(_ host: any MVVMViewHost, tracer: Tracer) {
        self.host = host
        self.tracer = tracer
    }

    /// Traced; the view bound to `viewModel` talks to it through a traced wrapper.
    public func showListView(
        for viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput
    ) {
        trace("showListView()") {
            host.showListView(for: TracedMVVMQuestionListViewModel(viewModel, tracer: tracer))
        }
    }

    /// Traced; the view bound to `viewModel` talks to it through a traced wrapper.
    public func pushQuestionView(for viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput) {
        trace("pushQuestionView()") {
            host.pushQuestionView(for: TracedMVVMQuestionViewModel(viewModel, tracer: tracer))
        }
    }

    /// Traced, then passed on.
    public func popQuestionView() { trace("popQuestionView()") { host.popQuestionView() } }

    /// Traced; the view bound to `viewModel` talks to it through a traced wrapper.
    public func pushUserView(for viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput) {
        trace("pushUserView()") { host.pushUserView(for: TracedMVVMUserViewModel(viewModel, tracer: tracer)) }
    }

    /// Traced, then passed on.
    public func popUserView() { trace("popUserView()") { host.popUserView() } }

    /// Traced; the view bound to `viewModel` talks to it through a traced wrapper.
    public func pushSavedView(for viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput) {
        trace("pushSavedView()") {
            host.pushSavedView(for: TracedMVVMSavedViewModel(viewModel, tracer: tracer))
        }
    }

    /// Traced, then passed on.
    public func popSavedView() { trace("popSavedView()") { host.popSavedView() } }

    /// Read, untraced: a question about the stack, not a call that changes it.
    public var screenCount: Int { host.screenCount }

    /// Read, untraced.
    public var isQuestionOnTop: Bool { host.isQuestionOnTop }

    /// Read, untraced.
    public var listHasAppeared: Bool { host.listHasAppeared }

    /// Traced, then passed on.
    public func cancelEveryLoad() { trace("cancelEveryLoad()") { host.cancelEveryLoad() } }

    /// Traced, then passed on.
    public func returnToList() { trace("returnToList()") { host.returnToList() } }

    /// Traced, then passed on.
    public func leaveScreenOnTop() { trace("leaveScreenOnTop()") { host.leaveScreenOnTop() } }

    /// Traced, then passed on.
    public func showTopIfItNeverAppeared() {
        trace("showTopIfItNeverAppeared()") { host.showTopIfItNeverAppeared() }
    }

    /// Traced, then passed on.
    public func showUncoveredScreen() { trace("showUncoveredScreen()") { host.showUncoveredScreen() } }

    /// Traced, then passed on.
    public func showErrorOnQuestion(_ text: String) {
        trace("showErrorOnQuestion()") { host.showErrorOnQuestion(text) }
    }
}
