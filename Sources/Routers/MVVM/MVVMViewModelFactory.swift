import Entities
import Interactors
import Presenters

/// Makes the view models the coordinator shows, each given the navigation it states its intents to.
///
/// The coordinator and its tests make view models through it; the composition root picks which factory
/// (`--trace` picks one that observes the intents on their way to the coordinator).
@MainActor
public protocol MVVMViewModelFactory {
    /// The list's view model, choosing a question through `navigation`.
    func makeListViewModel(navigation: any MVVMQuestionListNavigation) -> MVVMQuestionListViewModel
    /// The view model of question `questionID` of `site`, going back through `navigation`.
    func makeQuestionViewModel(questionID: Int, site: String, navigation: any MVVMQuestionNavigation)
        -> MVVMQuestionViewModel
    /// The view model of the page of user `userID` of `site`, going on and back through `navigation`.
    func makeUserViewModel(userID: Int, site: String, navigation: any MVVMUserNavigation) -> MVVMUserViewModel
}

/// The factory of an ordinary run: view models of one query that fetch from one service, each load started
/// through one tracker, and format with one set of formatters.
public struct MVVMViewModels: MVVMViewModelFactory {
    private let service: any QuestionService
    private let query: QuestionQuery
    private let formatters: ScreenFormatters
    private let loads: LoadTracker

    /// View models of `query` that fetch from `service` through `loads` and format with `formatters`.
    public init(
        service: any QuestionService, query: QuestionQuery, formatters: ScreenFormatters, loads: LoadTracker
    ) {
        self.service = service
        self.query = query
        self.formatters = formatters
        self.loads = loads
    }

    /// A `MVVMQuestionListViewModel` of the query.
    public func makeListViewModel(navigation: any MVVMQuestionListNavigation) -> MVVMQuestionListViewModel {
        MVVMQuestionListViewModel(
            service: service, query: query, loads: loads, formatter: formatters.list, navigation: navigation)
    }

    /// A `MVVMQuestionViewModel` of question `questionID`.
    public func makeQuestionViewModel(questionID: Int, site: String, navigation: any MVVMQuestionNavigation)
        -> MVVMQuestionViewModel
    {
        MVVMQuestionViewModel(
            service: service, questionID: questionID, site: site, loads: loads,
            formatter: formatters.question,
            navigation: navigation)
    }

    /// A `MVVMUserViewModel` of user `userID`, as many questions a page as the query's.
    public func makeUserViewModel(userID: Int, site: String, navigation: any MVVMUserNavigation)
        -> MVVMUserViewModel
    {
        MVVMUserViewModel(
            service: service, userID: userID, site: site, pageSize: query.pageSize, loads: loads,
            formatter: formatters.user, navigation: navigation)
    }
}
