/// The terminal's navigation stack: the list at the bottom, at most one question on top.
///
/// It is the terminal's counterpart of a navigation controller: it keeps the
/// screens it shows alive, and forgets them when they are popped, which
/// releases a question's whole module. Patterns push and pop through it; the
/// session sends commands to what it holds. Opening a question from another
/// question replaces it, as `back` always leads to the list.
@MainActor
final class ScreenStack {
    private(set) var list: (any ListScreen)?
    /// The question on top, if one is open.
    private(set) var topQuestion: (any QuestionScreen)?

    func setRoot(_ screen: any ListScreen) {
        list = screen
        topQuestion = nil
    }

    /// Shows `screen` on top of the list, releasing any question shown before.
    func push(_ screen: any QuestionScreen) {
        topQuestion = screen
    }

    func pop() {
        topQuestion = nil
    }
}
