import Presenters

/// MVP's presenters → navigator, traced.
@MainActor
public final class TracedMVPNavigation: MVPNavigation {
    private let navigator: any MVPNavigation
    private let tracer: Tracer

    /// Traces what the presenters ask of `navigator`.
    public init(_ navigator: any MVPNavigation, tracer: Tracer) {
        self.navigator = navigator
        self.tracer = tracer
    }

    /// Traced, then passed on.
    public func showQuestion(id: Int, site: String) {
        tracer.call(.presenter, .navigator, "showQuestion(id: \(id))") {
            navigator.showQuestion(id: id, site: site)
        }
    }

    /// Traced, then passed on.
    public func closeQuestion() {
        tracer.call(.presenter, .navigator, "closeQuestion()") { navigator.closeQuestion() }
    }

    /// Traced, then passed on.
    public func showUser(id: Int, site: String) {
        tracer.call(.presenter, .navigator, "showUser(id: \(id))") { navigator.showUser(id: id, site: site) }
    }

    /// Traced, then passed on.
    public func closeUser() {
        tracer.call(.presenter, .navigator, "closeUser()") { navigator.closeUser() }
    }
}
