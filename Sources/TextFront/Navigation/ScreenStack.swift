/// The terminal's navigation stack: the list at the bottom, at most one question on top.
///
/// It is the terminal's counterpart of a navigation controller: it keeps the
/// screens it shows alive, forgets them when they are popped (which releases
/// a question's whole module), and remembers which screen was put up last,
/// so that the session can tell it that it appeared.
/// Patterns push and pop through it; the session sends commands to what it
/// holds. Opening a question from another question replaces it, as `back`
/// always leads to the list.
@MainActor
public final class ScreenStack: ShownScreens, ScreenNavigation {
    /// The list screen at the bottom, once a pattern has set it.
    public private(set) var list: (any ListScreen)?
    /// The question on top, if one is open.
    public private(set) var topQuestion: (any QuestionScreen)?
    /// The screen put up since the session last delivered appearances, if any.
    private var appearing: (any Screen)?

    /// An empty stack.
    public init() {}

    /// Makes `screen` the list at the bottom, with nothing on top.
    public func setRoot(_ screen: any ListScreen) {
        list = screen
        topQuestion = nil
        appearing = screen
    }

    /// Shows `screen` on top of the list, releasing any question shown before.
    public func push(_ screen: any QuestionScreen) {
        topQuestion = screen
        appearing = screen
    }

    /// Removes the question on top, back to the list.
    public func pop() {
        if appearing === topQuestion { appearing = nil }
        topQuestion = nil
    }

    /// The screen put up since the last call, once; the session then tells it that it appeared.
    public func takeAppearingScreen() -> (any Screen)? {
        defer { appearing = nil }
        return appearing
    }
}
