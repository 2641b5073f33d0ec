import Presenters

/// A VIPER router that carries out the app's flow on the host it shows its module on: what every router
/// answers for `VIPERFlowRouting`, written once.
@MainActor
protocol VIPERHostedRouter: VIPERFlowRouting {
    /// The host the router's module is shown on; weak in every router.
    var host: (any VIPERViewHost)? { get }
}

extension VIPERHostedRouter {
    /// Whether the host has a load in flight on any screen.
    public var hasLoadInFlight: Bool { host?.hasLoadInFlight ?? false }

    /// Whether the host shows a screen above the list.
    public var hasScreenAboveList: Bool { (host?.screenCount ?? 0) > 1 }

    /// Whether the host shows a question on top.
    public var isQuestionOnTop: Bool { host?.isQuestionOnTop ?? false }

    /// Whether the list has appeared on the host.
    public var listHasAppeared: Bool { host?.listHasAppeared ?? false }

    /// Asks every screen shown to stop its load, the top one first.
    public func cancelEveryLoad() { host?.cancelEveryLoad() }

    /// Closes every module above the list, top first, each through its own `back`.
    public func returnToList() { host?.returnToList() }

    /// Closes the module on top through its own `back`.
    public func leaveScreenOnTop() { host?.leaveScreenOnTop() }

    /// Lets the screen on top appear, and load, if it never has.
    public func showTopIfItNeverAppeared() { host?.showTopIfItNeverAppeared() }

    /// Shows the screen now on top again, or lets it appear if it never has.
    public func showUncoveredScreen() { host?.showUncoveredScreen() }

    /// Has the host show the refusal on the question view on top.
    public func showErrorOnQuestion(_ text: String) { host?.showErrorOnQuestion(text) }
}
