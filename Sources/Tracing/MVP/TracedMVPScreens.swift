import Presenters
import TerminalUI
import TextFront

/// An MVP screen factory that traces every boundary a presenter crosses: the view's events to it, its
/// calls back to the view (through the stand-in its traced event handler attaches), and its navigation.
/// The screens themselves come from `screens`.
@MainActor
public struct TracedMVPScreens: MVPScreenFactory {
    private let screens: any MVPScreenFactory
    private let tracer: Tracer

    /// The screens of `screens`, traced to `tracer`.
    public init(_ screens: any MVPScreenFactory, tracer: Tracer) {
        self.screens = screens
        self.tracer = tracer
    }

    /// The list presenter of `screens`, its events, view and navigation traced.
    public func makeListPresenter(navigator: any MVPNavigation) -> any MVPQuestionListEventHandler {
        TracedMVPQuestionListEventHandler(
            screens.makeListPresenter(navigator: TracedMVPNavigation(navigator, tracer: tracer)),
            tracer: tracer)
    }

    /// The list view of `screens`.
    public func makeListView(presenter: any MVPQuestionListEventHandler) -> any ListScreen {
        screens.makeListView(presenter: presenter)
    }

    /// The question presenter of `screens`, its events, view and navigation traced.
    public func makeQuestionPresenter(questionID: Int, site: String, navigator: any MVPNavigation)
        -> any MVPQuestionEventHandler
    {
        TracedMVPQuestionEventHandler(
            screens.makeQuestionPresenter(
                questionID: questionID, site: site, navigator: TracedMVPNavigation(navigator, tracer: tracer)),
            tracer: tracer)
    }

    /// The question view of `screens`.
    public func makeQuestionView(presenter: any MVPQuestionEventHandler) -> any QuestionScreen {
        screens.makeQuestionView(presenter: presenter)
    }

    /// The user presenter of `screens`, its events, view and navigation traced.
    public func makeUserPresenter(userID: Int, site: String, navigator: any MVPNavigation)
        -> any MVPUserEventHandler
    {
        TracedMVPUserEventHandler(
            screens.makeUserPresenter(
                userID: userID, site: site, navigator: TracedMVPNavigation(navigator, tracer: tracer)),
            tracer: tracer)
    }

    /// The user view of `screens`.
    public func makeUserView(presenter: any MVPUserEventHandler) -> any UserScreen {
        screens.makeUserView(presenter: presenter)
    }

    /// The saved screen's presenter of `screens`, its events, view and navigation traced.
    public func makeSavedPresenter(navigator: any MVPNavigation) -> any MVPSavedEventHandler {
        TracedMVPSavedEventHandler(
            screens.makeSavedPresenter(navigator: TracedMVPNavigation(navigator, tracer: tracer)),
            tracer: tracer)
    }

    /// The saved screen's view of `screens`.
    public func makeSavedView(presenter: any MVPSavedEventHandler) -> any SavedScreen {
        screens.makeSavedView(presenter: presenter)
    }
}
