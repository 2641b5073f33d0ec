/// What the session asks of the navigation stack: the screens on display, and which one has just appeared.
///
/// `ScreenStack` is the one the app runs on. The session depends on this
/// protocol rather than the class, so that the composition root can hand it
/// a decorator (the `--trace` mode does) without the session knowing.
@MainActor
public protocol ShownScreens: AnyObject {
    /// The list screen at the bottom, once a pattern has set it.
    var list: (any ListScreen)? { get }
    /// The question on top, if one is open.
    var topQuestion: (any QuestionScreen)? { get }
    /// The screen put up since the last call, if any, handed out once.
    ///
    /// The session asks before it reads each command, as UIKit's run loop
    /// finishes a push before the next event, and sends that screen
    /// `viewDidLoad()`: by then the pattern has wired the screen completely
    /// (a VIPER presenter has its view), so the screen can start fetching.
    func takeAppearingScreen() -> (any Screen)?
}
