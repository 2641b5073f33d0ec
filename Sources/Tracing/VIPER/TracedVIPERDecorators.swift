import Interactors
import Presenters
import Routers

/// VIPER decorators that trace every boundary a router connects: presenter to interactor, interactor
/// back to presenter (through the output the router sets on the traced interactor), and presenter to
/// router.
@MainActor
public struct TracedVIPERDecorators: VIPERDecorators {
    private let tracer: Tracer

    /// Decorators that write to `tracer`.
    public init(tracer: Tracer) {
        self.tracer = tracer
    }

    /// The interactor, traced both ways.
    public func interactor(_ interactor: any QuestionListInteractorInput) -> any QuestionListInteractorInput {
        TracedListInteractorInput(interactor, tracer: tracer)
    }

    /// The router, traced.
    public func router(_ router: any QuestionListRouting) -> any QuestionListRouting {
        TracedListRouter(router, tracer: tracer)
    }

    /// The interactor, traced both ways.
    public func interactor(_ interactor: any QuestionInteractorInput) -> any QuestionInteractorInput {
        TracedQuestionInteractorInput(interactor, tracer: tracer)
    }

    /// The router, traced.
    public func router(_ router: any QuestionRouting) -> any QuestionRouting {
        TracedQuestionRouter(router, tracer: tracer)
    }

    /// The interactor, traced both ways.
    public func interactor(_ interactor: any UserInteractorInput) -> any UserInteractorInput {
        TracedUserInteractorInput(interactor, tracer: tracer)
    }

    /// The router, traced.
    public func router(_ router: any UserRouting) -> any UserRouting {
        TracedUserRouter(router, tracer: tracer)
    }
}
