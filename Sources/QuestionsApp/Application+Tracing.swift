import Entities
import Presenters
import Routers
import TerminalUI
import TextFront
import Tracing

/// A composition root of one pattern, in either front (`Application`, `ScreenApplication`), as tracing
/// sees it: tracing is dependency injection, so the root hands each seam either the real object or what
/// these return, a decorator around it (or, for the stack, a subclass), and nothing else changes.
@MainActor
protocol TracingSeams {
    /// The pattern the root builds.
    var pattern: AppOptions.Pattern { get }
    /// The tracer, with `--trace` or `--trace-file`.
    var tracer: Tracer? { get }
}

extension Application: TracingSeams {}

extension TracingSeams {
    /// Who reads and writes the saves, through the model of them: the layer that calls the service too.
    var callerOfTheStore: Layer {
        switch pattern {
        case .mvc: .controller
        case .mvp: .presenter
        case .mvvm: .viewModel
        case .viper: .interactor
        case .redux: .effect
        case .smalltalk, .model2: .model
        }
    }

    func traced(_ service: any QuestionService, caller: Layer) -> any QuestionService {
        tracer.map { TracedQuestionService(service, caller: caller, tracer: $0) } ?? service
    }

    func traced(
        _ reducer: any ReduxReducer<
            ReduxQuestionsState, ReduxQuestionsAction, ReduxQuestionsEnvironment, ReduxQuestionsEffectID
        >
    ) -> any ReduxReducer<
        ReduxQuestionsState, ReduxQuestionsAction, ReduxQuestionsEnvironment, ReduxQuestionsEffectID
    > {
        tracer.map { TracedReduxQuestionsReducer(reducer, tracer: $0) } ?? reducer
    }

    /// The stack, tracing the session's calls on the screens, and the pushes and pops of the patterns that
    /// push on the stack themselves (the others push through a host, traced on its own).
    func tracedStack(_ tracer: Tracer) -> ScreenStack {
        switch pattern {
        case .mvc: TracedScreenStack(screenLayer: .controller, pusher: .controller, tracer: tracer)
        case .mvp: TracedScreenStack(screenLayer: .view, pusher: .navigator, tracer: tracer)
        case .mvvm, .viper: TracedScreenStack(screenLayer: .view, pusher: nil, tracer: tracer)
        case .redux: TracedScreenStack(screenLayer: .view, pusher: .view, tracer: tracer)
        case .smalltalk: TracedScreenStack(screenLayer: .controller, pusher: .controller, tracer: tracer)
        case .model2: TracedScreenStack(screenLayer: .browser, pusher: .browser, tracer: tracer)
        }
    }

    func traced(_ host: any MVVMViewHost) -> any MVVMViewHost {
        tracer.map { TracedMVVMViewHost(host, tracer: $0) } ?? host
    }

    func traced(_ host: any VIPERViewHost) -> any VIPERViewHost {
        tracer.map { TracedVIPERViewHost(host, tracer: $0) } ?? host
    }
}
