import Interactors
import Presenters
import Routers

/// A VIPER wiring that puts a traced decorator on every boundary a router connects: presenter to
/// interactor, interactor back to presenter, and presenter to router.
@MainActor
public struct TracedVIPERWiring: VIPERWiring {
    private let tracer: Tracer

    /// A wiring whose decorators write to `tracer`.
    public init(tracer: Tracer) {
        self.tracer = tracer
    }

    /// The interactor, traced.
    public func listInteractor(_ interactor: any QuestionListInteractorInput)
        -> any QuestionListInteractorInput
    {
        TracedListInteractorInput(interactor, tracer: tracer)
    }

    /// The presenter as the interactor's output, traced, and kept alive by the traced interactor.
    public func listOutput(
        _ presenter: any QuestionListInteractorOutput, keptAliveBy holder: any QuestionListInteractorInput
    ) -> any QuestionListInteractorOutput {
        guard let holder = holder as? TracedListInteractorInput else {
            // Only this wiring's own interactor decorator can keep the output's decorator alive.
            assertionFailure("listOutput(_:keptAliveBy:) needs the input listInteractor(_:) returned")
            return presenter
        }
        let output = TracedListInteractorOutput(presenter, tracer: tracer)
        holder.keepAlive(output)
        return output
    }

    /// The router, traced.
    public func listRouter(_ router: any QuestionListRouting) -> any QuestionListRouting {
        TracedListRouter(router, tracer: tracer)
    }

    /// The interactor, traced.
    public func questionInteractor(_ interactor: any QuestionInteractorInput) -> any QuestionInteractorInput {
        TracedQuestionInteractorInput(interactor, tracer: tracer)
    }

    /// The presenter as the interactor's output, traced, and kept alive by the traced interactor.
    public func questionOutput(
        _ presenter: any QuestionInteractorOutput, keptAliveBy holder: any QuestionInteractorInput
    ) -> any QuestionInteractorOutput {
        guard let holder = holder as? TracedQuestionInteractorInput else {
            assertionFailure("questionOutput(_:keptAliveBy:) needs the input questionInteractor(_:) returned")
            return presenter
        }
        let output = TracedQuestionInteractorOutput(presenter, tracer: tracer)
        holder.keepAlive(output)
        return output
    }

    /// The router, traced.
    public func questionRouter(_ router: any QuestionRouting) -> any QuestionRouting {
        TracedQuestionRouter(router, tracer: tracer)
    }
}
