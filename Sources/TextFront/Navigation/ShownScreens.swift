/// What the session asks of the navigation stack: the screens on display, and which one has just appeared.
///
/// `ScreenStack` is the one the app runs on. The session depends on this
/// protocol rather than the class, so that the composition root can hand it
/// a decorator (the `--trace` mode does) without the session knowing.
@MainActor
public protocol ShownScreens: AnyObject {
    /// The screens on the stack, bottom first: the list, then each screen pushed above it.
    var screens: [any Screen] { get }
    /// The screen on top, if it has not yet been told that it appeared; handed out once.
    ///
    /// The session asks before it reads each command, as UIKit's run loop
    /// finishes a push before the next event, and sends that screen
    /// `viewDidLoad()`: by then the pattern has wired the screen completely
    /// (a VIPER presenter has its view), so the screen can start fetching.
    /// A screen uncovered by `back` that never appeared (the list beneath a
    /// question opened from its URL) appears then, and loads.
    func takeAppearingScreen() -> (any Screen)?
    /// Whether the list at the bottom has been told it appeared: not yet, beneath a question opened from
    /// its URL, until `back` or a list command shows it.
    var listHasAppeared: Bool { get }
}

extension ShownScreens {
    /// The list screen at the bottom, once a pattern has set it.
    public var list: (any ListScreen)? { screens.first as? any ListScreen }
    /// The screen on top: the list, or the screen pushed last.
    public var top: (any Screen)? { screens.last }
    /// The question on top, if the screen on top is a question.
    public var topQuestion: (any QuestionScreen)? { top as? any QuestionScreen }
    /// The user's page on top, if the screen on top is one.
    public var topUser: (any UserScreen)? { top as? any UserScreen }
}
