import Entities
import Interactors
import Presenters
import TerminalUI

/// MVP's screens for the screen front: the same presenters as the line front's `MVPScreens`, each joined
/// to a passive view that draws into frames.
///
/// Replacing the view is what MVP promises: the presenters and the navigator
/// are the line front's, unchanged but for the selection they now keep.
public struct MVPFullScreens: MVPScreenFactory {
    private let service: any QuestionService
    private let saves: SavedQuestionsModel
    private let query: QuestionQuery
    private let formatters: ScreenFormatters
    private let loads: LoadTracker
    private let environment: ScreenEnvironment

    /// Screens of `query` that fetch from `service` through `loads`, share `saves`, format with
    /// `formatters` and draw with `environment`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, query: QuestionQuery,
        formatters: ScreenFormatters, loads: LoadTracker, environment: ScreenEnvironment
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

    /// An `MVPScreenQuestionListView`.
    public func makeListView(presenter: any MVPQuestionListEventHandler) -> any ListScreen {
        MVPScreenQuestionListView(
            presenter: presenter, rowsView: environment.rowsView, statusView: environment.statusView)
    }

    /// An `MVPQuestionPresenter` of question `questionID`.
    public func makeQuestionPresenter(questionID: Int, site: String, navigator: any MVPNavigation)
        -> any MVPQuestionEventHandler
    {
        MVPQuestionPresenter(
            service: service, saves: saves, questionID: questionID, site: site,
            formatter: formatters.question,
            loads: loads, navigator: navigator)
    }

    /// An `MVPScreenQuestionView`.
    public func makeQuestionView(presenter: any MVPQuestionEventHandler) -> any QuestionScreen {
        MVPScreenQuestionView(
            presenter: presenter, textView: environment.makeQuestionTextView(),
            statusView: environment.statusView)
    }

    /// An `MVPUserPresenter` of user `userID`, as many questions a page as the query's.
    public func makeUserPresenter(userID: Int, site: String, navigator: any MVPNavigation)
        -> any MVPUserEventHandler
    {
        MVPUserPresenter(
            service: service, saves: saves, userID: userID, site: site, pageSize: query.pageSize,
            formatter: formatters.user, loads: loads, navigator: navigator)
    }

    /// An `MVPScreenUserView`.
    public func makeUserView(presenter: any MVPUserEventHandler) -> any UserScreen {
        MVPScreenUserView(
            presenter: presenter, headerView: environment.userHeaderView, rowsView: environment.rowsView,
            statusView: environment.statusView)
    }

    /// An `MVPSavedPresenter` of the saves, as many a page as the query's questions.
    public func makeSavedPresenter(navigator: any MVPNavigation) -> any MVPSavedEventHandler {
        MVPSavedPresenter(
            saves: saves, pageSize: query.pageSize, formatter: formatters.saved, loads: loads,
            navigator: navigator)
    }

    /// An `MVPScreenSavedView`.
    public func makeSavedView(presenter: any MVPSavedEventHandler) -> any SavedScreen {
        MVPScreenSavedView(
            presenter: presenter, rowsView: environment.rowsView, statusView: environment.statusView)
    }
}
