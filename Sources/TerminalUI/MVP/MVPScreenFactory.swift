import Presenters

/// Makes MVP's screens in two steps, each presenter and then the passive view that joins it: the
/// navigator and the composition root make screens through it, and so do their tests.
///
/// Each front has its own (the line front's `MVPScreens`, the screen front's `MVPFullScreens`), and
/// the composition root picks which (`--trace` wraps it in one that observes each presenter's events,
/// its calls to its view and its navigation).
@MainActor
public protocol MVPScreenFactory {
    /// The list's presenter, navigating through `navigator`.
    func makeListPresenter(navigator: any MVPNavigation) -> any MVPQuestionListEventHandler
    /// The list's passive view, sending its events to `presenter`.
    func makeListView(presenter: any MVPQuestionListEventHandler) -> any ListScreen
    /// The presenter of question `questionID` of `site`, navigating through `navigator`.
    func makeQuestionPresenter(questionID: Int, site: String, navigator: any MVPNavigation)
        -> any MVPQuestionEventHandler
    /// The question's passive view, sending its events to `presenter`.
    func makeQuestionView(presenter: any MVPQuestionEventHandler) -> any QuestionScreen
    /// The presenter of the page of user `userID` of `site`, navigating through `navigator`.
    func makeUserPresenter(userID: Int, site: String, navigator: any MVPNavigation) -> any MVPUserEventHandler
    /// The user page's passive view, sending its events to `presenter`.
    func makeUserView(presenter: any MVPUserEventHandler) -> any UserScreen
    /// The saved screen's presenter, navigating through `navigator`.
    func makeSavedPresenter(navigator: any MVPNavigation) -> any MVPSavedEventHandler
    /// The saved screen's passive view, sending its events to `presenter`.
    func makeSavedView(presenter: any MVPSavedEventHandler) -> any SavedScreen
}
