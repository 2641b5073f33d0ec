/// What MVC's controllers, MVP's navigator and the store's `ReduxScreens` ask of the navigation stack:
/// put a question on top, and take it off.
///
/// `ScreenStack` is the one the app runs on, as a UIKit controller calls its
/// `navigationController`. They hold it through this protocol, weakly, so
/// that the composition root can hand them a decorator (the `--trace` mode
/// does).
@MainActor
public protocol ScreenNavigation: AnyObject {
    /// Shows `screen` on top of the list, releasing any question shown before.
    func push(_ screen: any QuestionScreen)
    /// Removes the question on top, back to the list.
    func pop()
}
