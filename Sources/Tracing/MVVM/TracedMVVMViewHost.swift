import Presenters
import Routers

/// The terminal's MVVM host as the coordinator sees it: traces what the coordinator asks of it, and
/// wraps each view model so the view's inputs and the view model's state bindings are traced too.
@MainActor
public final class TracedMVVMViewHost: MVVMViewHost {
    private let host: any MVVMViewHost
    private let tracer: Tracer

    /// Traces what the coordinator asks of `host`.
    public init(_ host: any MVVMViewHost, tracer: Tracer) {
        self.host = host
        self.tracer = tracer
    }

    /// Traced; the view bound to `viewModel` talks to it through a traced wrapper.
    public func showListView(for viewModel: any QuestionListViewModelInput & QuestionListViewModelOutput) {
        tracer.call(.coordinator, .host, "showListView()") {
            host.showListView(for: TracedQuestionListViewModel(viewModel, tracer: tracer))
        }
    }

    /// Traced; the view bound to `viewModel` talks to it through a traced wrapper.
    public func pushQuestionView(for viewModel: any QuestionViewModelInput & QuestionViewModelOutput) {
        tracer.call(.coordinator, .host, "pushQuestionView()") {
            host.pushQuestionView(for: TracedQuestionViewModel(viewModel, tracer: tracer))
        }
    }

    /// Traced, then passed on.
    public func popQuestionView() {
        tracer.call(.coordinator, .host, "popQuestionView()") { host.popQuestionView() }
    }

    /// Traced; the view bound to `viewModel` talks to it through a traced wrapper.
    public func pushUserView(for viewModel: any UserViewModelInput & UserViewModelOutput) {
        tracer.call(.coordinator, .host, "pushUserView()") {
            host.pushUserView(for: TracedUserViewModel(viewModel, tracer: tracer))
        }
    }

    /// Traced, then passed on.
    public func popUserView() {
        tracer.call(.coordinator, .host, "popUserView()") { host.popUserView() }
    }
}
