import Interactors
import Presenters

/// Decorators for the pieces of a VIPER module that cross a boundary: the seam where the composition
/// root may observe a module without any layer changing (the `--trace` mode does).
///
/// A router hands each interactor and router it makes through here before
/// giving it to the presenter. `NoVIPERDecorators` hands every piece back as
/// it is. A decorated interactor also decorates the output the router sets
/// on it, and keeps that decorator alive, since the interactor holds its
/// presenter weakly.
@MainActor
public protocol VIPERDecorators {
    /// The list interactor as its presenter will hold it.
    func interactor(_ interactor: any QuestionListInteractorInput) -> any QuestionListInteractorInput
    /// The list router as its presenter will hold it.
    func router(_ router: any QuestionListRouting) -> any QuestionListRouting
    /// The question interactor as its presenter will hold it.
    func interactor(_ interactor: any QuestionInteractorInput) -> any QuestionInteractorInput
    /// The question router as its presenter will hold it.
    func router(_ router: any QuestionRouting) -> any QuestionRouting
    /// The user interactor as its presenter will hold it.
    func interactor(_ interactor: any UserInteractorInput) -> any UserInteractorInput
    /// The user router as its presenter will hold it.
    func router(_ router: any UserRouting) -> any UserRouting
}

/// The decorators of an ordinary run: none, every piece handed back as it is.
public struct NoVIPERDecorators: VIPERDecorators {
    /// No decorators.
    public init() {}

    /// `interactor`, unchanged.
    public func interactor(_ interactor: any QuestionListInteractorInput) -> any QuestionListInteractorInput {
        interactor
    }

    /// `router`, unchanged.
    public func router(_ router: any QuestionListRouting) -> any QuestionListRouting { router }

    /// `interactor`, unchanged.
    public func interactor(_ interactor: any QuestionInteractorInput) -> any QuestionInteractorInput {
        interactor
    }

    /// `router`, unchanged.
    public func router(_ router: any QuestionRouting) -> any QuestionRouting { router }

    /// `interactor`, unchanged.
    public func interactor(_ interactor: any UserInteractorInput) -> any UserInteractorInput { interactor }

    /// `router`, unchanged.
    public func router(_ router: any UserRouting) -> any UserRouting { router }
}
