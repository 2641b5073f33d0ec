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
    public func makeListInteractor(query: QuestionQuery) -> any VIPERQuestionListInteractorInput {
        TracedVIPERQuestionListInteractorInput(modules.makeListInteractor(query: query), tracer: tracer)
    }

    /// The list presenter of `modules`, its calls to `router` traced.
    public func makeListPresenter(
        interactor: any VIPERQuestionListInteractorInput, router: any VIPERQuestionListRouting
    )
        -> VIPERQuestionListPresenter
    {
        modules.makeListPresenter(
            interactor: interactor, router: TracedVIPERQuestionListRouting(router, tracer: tracer))
    }

    /// The question interactor of `modules`, traced both ways.
    public func makeQuestionInteractor(questionID: Int, site: String) -> any VIPERQuestionInteractorInput {
        TracedVIPERQuestionInteractorInput(
            modules.makeQuestionInteractor(questionID: questionID, site: site), tracer: tracer)
    }

    /// The question presenter of `modules`, its calls to `router` traced.
    public func makeQuestionPresenter(
        interactor: any VIPERQuestionInteractorInput, router: any VIPERQuestionRouting
    )
        -> VIPERQuestionPresenter
    {
        modules.makeQuestionPresenter(
            interactor: interactor, router: TracedVIPERQuestionRouting(router, tracer: tracer))
    }

    /// The user interactor of `modules`, traced both ways.
    public func makeUserInteractor(userID: Int, site: String) -> any VIPERUserInteractorInput {
        TracedVIPERUserInteractorInput(modules.makeUserInteractor(userID: userID, site: site), tracer: tracer)
    }

    /// The user presenter of `modules`, its calls to `router` traced.
    public func makeUserPresenter(interactor: any VIPERUserInteractorInput, router: any VIPERUserRouting)
        -> VIPERUserPresenter
    {
        modules.makeUserPresenter(
            interactor: interactor, router: TracedVIPERUserRouting(router, tracer: tracer))
    }

    /// The saved screen's interactor of `modules`, traced.
    public func makeSavedInteractor() -> any VIPERSavedInteractorInput {
        TracedVIPERSavedInteractorInput(modules.makeSavedInteractor(), tracer: tracer)
    }

    /// The saved screen's presenter of `modules`, its routing traced.
    public func makeSavedPresenter(interactor: any VIPERSavedInteractorInput, router: any VIPERSavedRouting)
        -> VIPERSavedPresenter
    {
        modules.makeSavedPresenter(
            interactor: interactor, router: TracedVIPERSavedRouting(router, tracer: tracer))
    }
}
