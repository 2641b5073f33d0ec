import Entities
import Interactors
import Presenters

/// Makes the parts of each VIPER module for the router that assembles it: the interactor, and the
/// presenter that joins the interactor to the router.
///
/// The routers and their tests make modules through it; the composition root picks which factory
/// (`--trace` picks one that observes each boundary a part crosses).
@MainActor
public protocol VIPERModuleFactory {
    /// The interactor of the list of `query`.
    func makeListInteractor(query: QuestionQuery) -> any VIPERQuestionListInteractorInput
    /// The list's presenter, speaking to `interactor` and `router`.
    func makeListPresenter(
        interactor: any VIPERQuestionListInteractorInput, router: any VIPERQuestionListRouting
    )
        -> VIPERQuestionListPresenter
    /// The interactor of question `questionID` of `site`.
    func makeQuestionInteractor(questionID: Int, site: String) -> any VIPERQuestionInteractorInput
    /// The question's presenter, speaking to `interactor` and `router`.
    func makeQuestionPresenter(interactor: any VIPERQuestionInteractorInput, router: any VIPERQuestionRouting)
        -> VIPERQuestionPresenter
    /// The interactor of the page of user `userID` of `site`.
    func makeUserInteractor(userID: Int, site: String) -> any VIPERUserInteractorInput
    /// The user page's presenter, speaking to `interactor` and `router`.
    func makeUserPresenter(interactor: any VIPERUserInteractorInput, router: any VIPERUserRouting)
        -> VIPERUserPresenter
    /// The saved screen's interactor.
    func makeSavedInteractor() -> any VIPERSavedInteractorInput
    /// The saved screen's presenter, asking `interactor` and `router`.
    func makeSavedPresenter(interactor: any VIPERSavedInteractorInput, router: any VIPERSavedRouting)
        -> VIPERSavedPresenter
}

/// The factory of an ordinary run: interactors that fetch from one service, each load started through one
/// tracker, and presenters that format with one set of formatters.
public struct VIPERModules: VIPERModuleFactory {
    private let service: any QuestionService
    private let saves: SavedQuestionsModel
    private let formatters: ScreenFormatters
    private let pageSize: Int
    private let loads: LoadTracker

    /// Parts that fetch from `service` through `loads`, share `saves`, format with `formatters`, and list
    /// `pageSize`
    /// questions a page on a user's page.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, formatters: ScreenFormatters, pageSize: Int,
        loads: LoadTracker
    ) {
        self.service = service
        self.saves = saves
        self.formatters = formatters
        self.pageSize = pageSize
        self.loads = loads
    }

    /// A `VIPERQuestionListInteractor` of `query`.
    public func makeListInteractor(query: QuestionQuery) -> any VIPERQuestionListInteractorInput {
        VIPERQuestionListInteractor(service: service, saves: saves, query: query, loads: loads)
    }

    /// A `VIPERQuestionListPresenter` formatting with the list formatter.
    public func makeListPresenter(
        interactor: any VIPERQuestionListInteractorInput, router: any VIPERQuestionListRouting
    )
        -> VIPERQuestionListPresenter
    {
        VIPERQuestionListPresenter(interactor: interactor, router: router, formatter: formatters.list)
    }

    /// A `VIPERQuestionInteractor` of question `questionID`.
    public func makeQuestionInteractor(questionID: Int, site: String) -> any VIPERQuestionInteractorInput {
        VIPERQuestionInteractor(
            service: service, saves: saves, questionID: questionID, site: site, loads: loads)
    }

    /// A `VIPERQuestionPresenter` formatting with the question formatter.
    public func makeQuestionPresenter(
        interactor: any VIPERQuestionInteractorInput, router: any VIPERQuestionRouting
    )
        -> VIPERQuestionPresenter
    {
        VIPERQuestionPresenter(interactor: interactor, router: router, formatter: formatters.question)
    }

    /// A `VIPERUserInteractor` of user `userID`, `pageSize` questions a page.
    public func makeUserInteractor(userID: Int, site: String) -> any VIPERUserInteractorInput {
        VIPERUserInteractor(
            service: service, saves: saves, userID: userID, site: site, pageSize: pageSize, loads: loads)
    }

    /// A `VIPERUserPresenter` formatting with the user page formatter.
    public func makeUserPresenter(interactor: any VIPERUserInteractorInput, router: any VIPERUserRouting)
        -> VIPERUserPresenter
    {
        VIPERUserPresenter(interactor: interactor, router: router, formatter: formatters.user)
    }

    /// A `VIPERSavedInteractor` of the saves, as many a page as the list's.
    public func makeSavedInteractor() -> any VIPERSavedInteractorInput {
        VIPERSavedInteractor(saves: saves, pageSize: pageSize)
    }

    /// A `VIPERSavedPresenter`.
    public func makeSavedPresenter(interactor: any VIPERSavedInteractorInput, router: any VIPERSavedRouting)
        -> VIPERSavedPresenter
    {
        VIPERSavedPresenter(interactor: interactor, router: router, formatter: formatters.saved)
    }
}
