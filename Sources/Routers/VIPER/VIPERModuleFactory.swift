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
    func makeListInteractor(query: QuestionQuery) -> any QuestionListInteractorInput
    /// The list's presenter, speaking to `interactor` and `router`.
    func makeListPresenter(interactor: any QuestionListInteractorInput, router: any QuestionListRouting)
        -> QuestionListPresenter
    /// The interactor of question `questionID` of `site`.
    func makeQuestionInteractor(questionID: Int, site: String) -> any QuestionInteractorInput
    /// The question's presenter, speaking to `interactor` and `router`.
    func makeQuestionPresenter(interactor: any QuestionInteractorInput, router: any QuestionRouting)
        -> QuestionPresenter
    /// The interactor of the page of user `userID` of `site`.
    func makeUserInteractor(userID: Int, site: String) -> any UserInteractorInput
    /// The user page's presenter, speaking to `interactor` and `router`.
    func makeUserPresenter(interactor: any UserInteractorInput, router: any UserRouting) -> UserPresenter
}

/// The factory of an ordinary run: interactors that fetch from one service, each load started through one
/// tracker, and presenters that format with one set of formatters.
public struct VIPERModules: VIPERModuleFactory {
    private let service: any QuestionService
    private let formatters: ScreenFormatters
    private let pageSize: Int
    private let loads: LoadTracker

    /// Parts that fetch from `service` through `loads`, format with `formatters`, and list `pageSize`
    /// questions a page on a user's page.
    public init(service: any QuestionService, formatters: ScreenFormatters, pageSize: Int, loads: LoadTracker)
    {
        self.service = service
        self.formatters = formatters
        self.pageSize = pageSize
        self.loads = loads
    }

    /// A `QuestionListInteractor` of `query`.
    public func makeListInteractor(query: QuestionQuery) -> any QuestionListInteractorInput {
        QuestionListInteractor(service: service, query: query, loads: loads)
    }

    /// A `QuestionListPresenter` formatting with the list formatter.
    public func makeListPresenter(
        interactor: any QuestionListInteractorInput, router: any QuestionListRouting
    )
        -> QuestionListPresenter
    {
        QuestionListPresenter(interactor: interactor, router: router, formatter: formatters.list)
    }

    /// A `QuestionInteractor` of question `questionID`.
    public func makeQuestionInteractor(questionID: Int, site: String) -> any QuestionInteractorInput {
        QuestionInteractor(service: service, questionID: questionID, site: site, loads: loads)
    }

    /// A `QuestionPresenter` formatting with the question formatter.
    public func makeQuestionPresenter(interactor: any QuestionInteractorInput, router: any QuestionRouting)
        -> QuestionPresenter
    {
        QuestionPresenter(interactor: interactor, router: router, formatter: formatters.question)
    }

    /// A `UserInteractor` of user `userID`, `pageSize` questions a page.
    public func makeUserInteractor(userID: Int, site: String) -> any UserInteractorInput {
        UserInteractor(service: service, userID: userID, site: site, pageSize: pageSize, loads: loads)
    }

    /// A `UserPresenter` formatting with the user page formatter.
    public func makeUserPresenter(interactor: any UserInteractorInput, router: any UserRouting)
        -> UserPresenter
    {
        UserPresenter(interactor: interactor, router: router, formatter: formatters.user)
    }
}
