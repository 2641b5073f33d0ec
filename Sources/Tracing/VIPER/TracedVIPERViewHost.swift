import Presenters
import Routers

/// The terminal's VIPER host as the routers see it: traces what they ask of it, and wraps each module's
/// view and presenter so the calls between them are traced too.
///
/// The presenter holds its view weakly, so the traced view the presenter
/// gets is kept alive by the traced event handler that the real view holds:
/// the wrappers live exactly as long as the module, and `back` still
/// releases it.
@MainActor
public final class TracedVIPERViewHost: VIPERViewHost {
    private let host: any VIPERViewHost
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.router, .host) }

    /// Traces what the routers ask of `host`.
    public init(_ host: any VIPERViewHost, tracer: Tracer) {
        self.host = host
        self.tracer = tracer
    }

    /// Traced; the view's events to the presenter and the presenter's calls on the view are traced from now on.
    public func showListView(eventHandler: any VIPERQuestionListEventHandler)
        -> any VIPERQuestionListViewInterface
    {
        trace("showListView()") {
            let events = TracedVIPERQuestionListEventHandler(eventHandler, tracer: tracer)
            let view = TracedVIPERQuestionListViewInterface(
                host.showListView(eventHandler: events), tracer: tracer)
            events.keepAlive(view)
            return view
        }
    }

    /// Traced, as `showListView(eventHandler:)` is.
    public func pushQuestionView(eventHandler: any VIPERQuestionEventHandler)
        -> any VIPERQuestionViewInterface
    {
        trace("pushQuestionView()") {
            let events = TracedVIPERQuestionEventHandler(eventHandler, tracer: tracer)
            let view = TracedVIPERQuestionViewInterface(
                host.pushQuestionView(eventHandler: events), tracer: tracer)
            events.keepAlive(view)
            return view
        }
    }

    /// Traced, then passed on.
    public func popQuestionView() { trace("popQuestionView()") { host.popQuestionView() } }

    /// Traced, as `showListView(eventHandler:)` is.
    public func pushUserView(eventHandler: any VIPERUserEventHandler) -> any VIPERUserViewInterface {
        trace("pushUserView()") {
            let events = TracedVIPERUserEventHandler(eventHandler, tracer: tracer)
            let view = TracedVIPERUserViewInterface(host.pushUserView(eventHandler: events), tracer: tracer)
            events.keepAlive(view)
            return view
        }
    }

    /// Traced, then passed on.
    public func popUserView() { trace("popUserView()") { host.popUserView() } }

    /// Traced, as `showListView(eventHandler:)` is.
    public func pushSavedView(eventHandler: any VIPERSavedEventHandler) -> any VIPERSavedViewInterface {
        trace("pushSavedView()") {
            let events = TracedVIPERSavedEventHandler(eventHandler, tracer: tracer)
            let view = TracedVIPERSavedViewInterface(host.pushSavedView(eventHandler: events), tracer: tracer)
            events.keepAlive(view)
            return view
        }
    }

    /// Traced, then passed on.
    public func popSavedView() { trace("popSavedView()") { host.popSavedView() } }

    /// Read, untraced: a question about the app, not a call that changes it.
    public var hasLoadInFlight: Bool { host.hasLoadInFlight }

    /// Read, untraced.
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
