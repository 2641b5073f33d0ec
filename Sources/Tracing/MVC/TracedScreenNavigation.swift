import TextFront

/// The navigation stack as MVC's controllers see it: every push and pop, traced.
@MainActor
public final class TracedScreenNavigation: ScreenNavigation {
    private let navigation: any ScreenNavigation
    private let tracer: Tracer

    /// Traces what the controllers ask of `navigation`.
    public init(_ navigation: any ScreenNavigation, tracer: Tracer) {
        self.navigation = navigation
        self.tracer = tracer
    }

    /// Traced, then passed on.
    public func push(_ screen: any QuestionScreen) {
        tracer.call(.controller, .host, "push(question)") { navigation.push(screen) }
    }

    /// Traced, then passed on.
    public func pop() {
        tracer.call(.controller, .host, "pop()") { navigation.pop() }
    }
}
