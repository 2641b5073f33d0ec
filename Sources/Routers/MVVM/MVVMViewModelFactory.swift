import Entities
import Interactors
import Presenters

/// Makes the view models the coordinator shows, each given the navigation it states its intents to.
///
/// The coordinator makes view models through it (Clean MVVM's DI container); its tests see which it asks
/// for through a recording double, and the composition root picks which factory (`--trace` picks one that
/// observes the intents on their way to the coordinator).
@MainActor
public protocol MVVMViewModelFactory {
    /// The list's view model, choosing a question through `navigation`.
    func makeListViewModel(navigation: any MVVMQuestionListNavigation) -> MVVMQuestionListViewModel
    /// The view model of question `questionID` of `site`, going back through `navigation`.
    func makeQuestionViewModel(questionID: Int, site: String, navigation: any MVVMQuestionNavigation)
        -> MVVMQuestionViewModel
    /// The view model of the page of user `userID` of `site`, going on and back through `navigation`.
    func makeUserViewModel(userID: Int, site: String, navigation: any MVVMUserNavigation) -> MVVMUserViewModel
    /// The saved screen's view model, its intents going to `navigation`.
    func makeSavedViewModel(navigation: any MVVMSavedNavigation) -> MVVMSavedViewModel
}

/// The factory of an ordinary run: view models of one query that fetch from one service, each load started
/// through one tracker, and format with one set of formatters.
public struct MVVMViewModels: MVVMViewModelFactory {
    private let service: any QuestionService
    private let saves: SavedQuestionsModel
    private let query: QuestionQuery
    private let formatters: ScreenFormatters
    private let loads: LoadTracker

    /// View models of `query` that fetch from `service` through `loads`, share `saves` and format with
    /// `formatters`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, query: QuestionQuery,
        formatters: ScreenFormatters, loads: LoadTracker
    ) {
        self.service = service
        self.saves = saves
        self.query = query
        self.formatters = formatters
        self.loads = loads
    }

    /// A `MVVMQuestionListViewModel` of the query.
    public func makeListViewModel(navigation: any MVVMQuestionListNavigation) -> MVVMQuestionListViewModel {
        MVVMQuestionListViewModel(
            service: service, saves: saves, query: query, loads: loads, formatter: formatters.list,
            navigation: navigation)
    }

    /// A `MVVMQuestionViewModel` of question `questionID`.
    public func makeQuestionViewModel(questionID: Int, site: String, navigation: any MVVMQuestionNavigation)
        -> MVVMQuestionViewModel
    {
        MVVMQuestionViewModel(
            service: service, saves: saves, questionID: questionID, site: site, loads: loads,
            formatter: formatters.question,
            navigation: navigation)
    }

    /// A `MVVMUserViewModel` of user `userID`, as many questions a page as the query's.
    public func makeUserViewModel(userID: Int, site: String, navigation: any MVVMUserNavigation)
        -> MVVMUserViewModel
    {
        MVVMUserViewModel(
            service: service, saves: saves, userID: userID, site: site, pageSize: query.pageSize,
            loads: loads,
            formatter: formatters.user, navigation: navigation)
    }

    /// An `MVVMSavedViewModel` of the saves, as many a page as the query's questions.
    public func makeSavedViewModel(navigation: any MVVMSavedNavigation) -> MVVMSavedViewModel {
        MVVMSavedViewModel(
            saves: saves, pageSize: query.pageSize, formatter: formatters.saved, loads: loads,
            navigation: navigation)
    }
}
