import Entities
import Interactors
import Presenters
import Routers

/// A VIPER module factory that traces every boundary a router joins: presenter to interactor, interactor
/// back to presenter (through the output the router sets on the traced interactor), and presenter to
/// router. The parts themselves come from `modules`.
@MainActor
public struct TracedVIPERModules: VIPERModuleFactory {
    private let modules: any VIPERModuleFactory
    private let tracer: Tracer

    /// The parts of `modules`, traced to `tracer`.
    public init(_ modules: any VIPERModuleFactory, tracer: Tracer) {
        self.modules = modules
        self.tracer = tracer
    }

    /// The list interactor of `modules`, traced both ways.
    public func makeListInteractor(query: QuestionQuery) -> any QuestionListInteractorInput {
        TracedListInteractorInput(modules.makeListInteractor(query: query), tracer: tracer)
    }

    /// The list presenter of `modules`, its calls to `router` traced.
    public func makeListPresenter(
        interactor: any QuestionListInteractorInput, router: any QuestionListRouting
    )
        -> QuestionListPresenter
    {
        modules.makeListPresenter(interactor: interactor, router: TracedListRouter(router, tracer: tracer))
    }

    /// The question interactor of `modules`, traced both ways.
    public func makeQuestionInteractor(questionID: Int, site: String) -> any QuestionInteractorInput {
        TracedQuestionInteractorInput(
            modules.makeQuestionInteractor(questionID: questionID, site: site), tracer: tracer)
    }

    /// The question presenter of `modules`, its calls to `router` traced.
    public func makeQuestionPresenter(interactor: any QuestionInteractorInput, router: any QuestionRouting)
        -> QuestionPresenter
    {
        modules.makeQuestionPresenter(
            interactor: interactor, router: TracedQuestionRouter(router, tracer: tracer))
    }

    /// The user interactor of `modules`, traced both ways.
    public func makeUserInteractor(userID: Int, site: String) -> any UserInteractorInput {
        TracedUserInteractorInput(modules.makeUserInteractor(userID: userID, site: site), tracer: tracer)
    }

    /// The user presenter of `modules`, its calls to `router` traced.
    public func makeUserPresenter(interactor: any UserInteractorInput, router: any UserRouting)
        -> UserPresenter
    {
        modules.makeUserPresenter(interactor: interactor, router: TracedUserRouter(router, tracer: tracer))
    }
}
