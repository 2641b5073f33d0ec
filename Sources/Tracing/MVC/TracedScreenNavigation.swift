import TextFront

/// The navigation stack as MVC's controllers (or the store's screens renderer) see it: every push and pop,
/// traced.
@MainActor
public final class TracedScreenNavigation: ScreenNavigation {
    private let navigation: any ScreenNavigation
    private let caller: Layer
    private let tracer: Tracer

    /// Traces what `caller` (MVC's controllers, or the view that draws the store's navigation) asks of
    /// `navigation`.
    public init(_ navigation: any ScreenNavigation, caller: Layer = .controller, tracer: Tracer) {
        self.navigation = navigation
        self.caller = caller
        self.tracer = tracer
    }

    /// Traced, then passed on.
    public func push(_ screen: any PushedScreen) {
        let kind = screen is any UserScreen ? "user" : "question"
        tracer.call(caller, .host, "push(\(kind))") { navigation.push(screen) }
    }

    /// Traced, then passed on.
    public func pop() {
        tracer.call(caller, .host, "pop()") { navigation.pop() }
    }
}
