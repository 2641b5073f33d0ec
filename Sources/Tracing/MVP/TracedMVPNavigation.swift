import Presenters

/// MVP's presenters → navigator, traced.
@MainActor
public final class TracedMVPNavigation: MVPNavigation {
    private let navigator: any MVPNavigation
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.presenter, .navigator) }

    /// Traces what the presenters ask of `navigator`.
    public init(_ navigator: any MVPNavigation, tracer: Tracer) {
        self.navigator = navigator
        self.tracer = tracer
    }

    /// Traced, then passed on.
    public func showQuestion(id: Int, site: String) {
        trace("showQuestion(id: \(id))") { navigator.showQuestion(id: id, site: site) }
    }

    /// Traced, then passed on.
    public func closeQuestion() { trace("closeQuestion()") { navigator.closeQuestion() } }

    /// Traced, then passed on.
    public func showUser(id: Int, site: String) {
        trace("showUser(id: \(id))") { navigator.showUser(id: id, site: site) }
    }

    /// Traced, then passed on.
    public func closeUser() { trace("closeUser()") { navigator.closeUser() } }

    /// Traced, then passed on.
    public func showSaved(site: String) { trace("showSaved()") { navigator.showSaved(site: site) } }

    /// Traced, then passed on.
    public func closeSaved() { trace("closeSaved()") { navigator.closeSaved() } }

    /// Traced, then passed on.
    public func showErrorOnQuestion(_ text: String) {
        trace("showErrorOnQuestion()") { navigator.showErrorOnQuestion(text) }
    }

    /// Read, untraced: a question about the stack, not a call that changes it.
    public var hasScreenAboveList: Bool { navigator.hasScreenAboveList }

    /// Read, untraced.
    public var isQuestionOnTop: Bool { navigator.isQuestionOnTop }

    /// Read, untraced.
    public var listHasAppeared: Bool { navigator.listHasAppeared }

    /// Traced, then passed on.
    public func cancelEveryLoad() { trace("cancelEveryLoad()") { navigator.cancelEveryLoad() } }

    /// Traced, then passed on.
    public func returnToList() { trace("returnToList()") { navigator.returnToList() } }

    /// Traced, then passed on.
    public func leaveScreenOnTop() { trace("leaveScreenOnTop()") { navigator.leaveScreenOnTop() } }

    /// Traced, then passed on.
    public func showTopIfItNeverAppeared() {
        trace("showTopIfItNeverAppeared()") { navigator.showTopIfItNeverAppeared() }
    }

    /// Traced, then passed on.
    public func showUncoveredScreen() { trace("showUncoveredScreen()") { navigator.showUncoveredScreen() } }
}
