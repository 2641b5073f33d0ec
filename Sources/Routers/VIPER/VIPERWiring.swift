import Interactors
import Presenters

/// How a router connects the pieces of a VIPER module at each boundary: the seam where the composition root
/// may put decorators.
///
/// A router builds a module and passes each reference that crosses a
/// boundary through its wiring before handing it on. `DirectVIPERWiring`
/// hands every piece back as it is; the composition root may pass a wiring
/// that wraps them instead (the `--trace` mode does), so that no layer
/// changes to be observed. The back references (interactor to presenter) are
/// weak, so a wrapper of one must be kept alive by `holder`, the forward
/// reference the presenter holds strongly.
@MainActor
public protocol VIPERWiring {
    /// The list interactor as its presenter will hold it.
    func listInteractor(_ interactor: any QuestionListInteractorInput) -> any QuestionListInteractorInput
    /// The list presenter as its interactor will report to it; kept alive by `holder`.
    func listOutput(
        _ presenter: any QuestionListInteractorOutput, keptAliveBy holder: any QuestionListInteractorInput
    ) -> any QuestionListInteractorOutput
    /// The list router as its presenter will hold it.
    func listRouter(_ router: any QuestionListRouting) -> any QuestionListRouting
    /// The question interactor as its presenter will hold it.
    func questionInteractor(_ interactor: any QuestionInteractorInput) -> any QuestionInteractorInput
    /// The question presenter as its interactor will report to it; kept alive by `holder`.
    func questionOutput(
        _ presenter: any QuestionInteractorOutput, keptAliveBy holder: any QuestionInteractorInput
    ) -> any QuestionInteractorOutput
    /// The question router as its presenter will hold it.
    func questionRouter(_ router: any QuestionRouting) -> any QuestionRouting
}

/// The wiring of an ordinary run: every piece handed back as it is.
public struct DirectVIPERWiring: VIPERWiring {
    /// The direct wiring.
    public init() {}

    /// `interactor`, unchanged.
    public func listInteractor(_ interactor: any QuestionListInteractorInput)
        -> any QuestionListInteractorInput
    {
        interactor
    }

    /// `presenter`, unchanged.
    public func listOutput(
        _ presenter: any QuestionListInteractorOutput, keptAliveBy holder: any QuestionListInteractorInput
    ) -> any QuestionListInteractorOutput {
        presenter
    }

    /// `router`, unchanged.
    public func listRouter(_ router: any QuestionListRouting) -> any QuestionListRouting { router }

    /// `interactor`, unchanged.
    public func questionInteractor(_ interactor: any QuestionInteractorInput) -> any QuestionInteractorInput {
        interactor
    }

    /// `presenter`, unchanged.
    public func questionOutput(
        _ presenter: any QuestionInteractorOutput, keptAliveBy holder: any QuestionInteractorInput
    ) -> any QuestionInteractorOutput {
        presenter
    }

    /// `router`, unchanged.
    public func questionRouter(_ router: any QuestionRouting) -> any QuestionRouting { router }
}
