/// The terminal's navigation stack: the list at the bottom, then questions and users' pages above it.
///
/// It is the terminal's counterpart of a navigation controller: it keeps the
/// screens it shows alive, forgets them when they are popped (which releases
/// each one's whole module), and remembers which screens have appeared, so
/// that the session can tell the one on top that it appeared.
/// Patterns push and pop through it; the session sends commands to what it
/// holds. A question pushed over a question replaces it (`open N` typed on a
/// question reads the screen beneath), so the stack grows list, question,
/// user, question, user, and `back` always uncovers a different kind of screen.
@MainActor
public final class ScreenStack: ShownScreens, ScreenNavigation {
    /// A screen on the stack, and whether it has been told it appeared.
    private struct Entry {
        let screen: any Screen
        var hasAppeared = false
    }

    private var entries: [Entry] = []

    /// An empty stack.
    public init() {}

    /// The screens on the stack, bottom first.
    public var screens: [any Screen] { entries.map(\.screen) }

    /// Makes `screen` the list at the bottom, with nothing on top.
    public func setRoot(_ screen: any ListScreen) {
        entries = [Entry(screen: screen)]
    }

    /// Shows `screen` on top; a question pushed over a question replaces it, releasing it.
    public func push(_ screen: any PushedScreen) {
        if screen is any QuestionScreen, entries.count > 1, entries.last?.screen is any QuestionScreen {
            entries.removeLast()
        }
        entries.append(Entry(screen: screen))
    }

    /// Removes the screen on top, releasing it; the list at the bottom stays.
    public func pop() {
        guard entries.count > 1 else { return }
        entries.removeLast()
    }

    /// Whether the list at the bottom has been told it appeared.
    public var listHasAppeared: Bool { entries.first?.hasAppeared ?? false }

    /// The screen on top, if it has not been told it appeared yet; once.
    public func takeAppearingScreen() -> (any Screen)? {
        guard let top = entries.indices.last, !entries[top].hasAppeared else { return nil }
        entries[top].hasAppeared = true
        return entries[top].screen
    }
}
