/// What MVC's controllers, MVP's navigator and the store's `ReduxScreens` ask of the navigation stack:
/// put a screen on top, and take it off.
///
/// `ScreenStack` is the one the app runs on, as a UIKit controller calls its
/// `navigationController`. They hold it through this protocol, weakly, so
/// that the composition root can hand them a decorator (the `--trace` mode
/// does).
@MainActor
public protocol ScreenNavigation: AnyObject {
    /// Shows `screen` on top; a question pushed over a question replaces it, releasing it.
    func push(_ screen: any PushedScreen)
    /// Removes the screen on top, releasing it; the list at the bottom stays.
    func pop()
}
