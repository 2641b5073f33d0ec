import Entities
import Interactors
import Presenters
import TerminalUI

/// The factory of an ordinary run: presenters of one query that fetch from one service, each load
/// started through one tracker, and views that draw through the terminal's shared views.
public struct MVPScreens: MVPScreenFactory {
    private let service: any QuestionService
    private let saves: SavedQuestionsModel
    private let query: QuestionQuery
    private let formatters: ScreenFormatters
    private let loads: LoadTracker
    private let environment: ViewEnvironment

    /// Screens of `query` that fetch from `service` through `loads`, share `saves`, format with
    /// `formatters` and draw in `environment`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, query: QuestionQuery,
        formatters: ScreenFormatters, loads: LoadTracker, environment: ViewEnvironment
    ) {
        self.service = service
        self.saves = saves
        self.query = query
        self.formatters = formatters
        self.loads = loads
        self.environment = environment
    }

    /// An `MVPQuestionListPresenter` of the query.
    public func makeListPresenter(navigator: any MVPNavigation) -> any MVPQuestionListEventHandler {
        MVPQuestionListPresenter(
            service: service, saves: saves, query: query, formatter: formatters.list, loads: loads,
            navigator: navigator)
    }

    /// An `MVPQuestionListView` drawing through a `TerminalListView`.
    public func makeListView(presenter: any MVPQuestionListEventHandler) -> any ListScreen {
        MVPQuestionListView(presenter: presenter, display: TerminalListView(environment: environment))
    }

    /// An `MVPQuestionPresenter` of question `questionID`.
    public func makeQuestionPresenter(questionID: Int, site: String, navigator: any MVPNavigation)
        -> any MVPQuestionEventHandler
    {
        MVPQuestionPresenter(
            service: service, saves: saves, questionID: questionID, site: site,
            formatter: formatters.question,
            loads: loads,
            navigator: navigator)
    }

    /// An `MVPQuestionView` drawing through a `TerminalQuestionView`.
    public func makeQuestionView(presenter: any MVPQuestionEventHandler) -> any QuestionScreen {
        MVPQuestionView(presenter: presenter, display: TerminalQuestionView(environment: environment))
    }

    /// An `MVPUserPresenter` of user `userID`, as many questions a page as the query's.
    public func makeUserPresenter(userID: Int, site: String, navigator: any MVPNavigation)
        -> any MVPUserEventHandler
    {
        MVPUserPresenter(
            service: service, saves: saves, userID: userID, site: site, pageSize: query.pageSize,
            formatter: formatters.user,
            loads: loads, navigator: navigator)
    }

    /// An `MVPUserView` drawing through a `TerminalUserView`.
    public func makeUserView(presenter: any MVPUserEventHandler) -> any UserScreen {
        MVPUserView(presenter: presenter, display: TerminalUserView(environment: environment))
    }

    /// An `MVPSavedPresenter` of the saves, as many a page as the query's questions.
    public func makeSavedPresenter(navigator: any MVPNavigation) -> any MVPSavedEventHandler {
        MVPSavedPresenter(
            saves: saves, pageSize: query.pageSize, formatter: formatters.saved, loads: loads,
            navigator: navigator)
    }

    /// An `MVPSavedView` drawing through a `TerminalListView`.
    public func makeSavedView(presenter: any MVPSavedEventHandler) -> any SavedScreen {
        MVPSavedView(presenter: presenter, display: TerminalListView(environment: environment))
    }
}
