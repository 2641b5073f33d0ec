import Presenters

/// What the VIPER routers need from the user interface: views made for presenters, shown and removed.
///
/// The terminal layer implements it; the routers never see a concrete view,
/// which keeps the arrow from Routers to TextFront pointing the right way.
@MainActor
public protocol VIPERViewHost: AnyObject {
    /// Makes the list view, wired to `eventHandler`, and shows it as the first screen.
    func showListView(eventHandler: any QuestionListEventHandler) -> any QuestionListViewInterface
    /// Makes a question view, wired to `eventHandler`, and shows it on top. The host keeps it alive.
    func pushQuestionView(eventHandler: any QuestionEventHandler) -> any QuestionViewInterface
    /// Removes the question view on top, releasing it.
    func popQuestionView()
}
