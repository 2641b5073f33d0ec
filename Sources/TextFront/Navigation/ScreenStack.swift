/// The terminal's navigation stack: the list at the bottom, the open question on top.
///
/// It is the terminal's counterpart of a navigation controller: it keeps the
/// screens it shows alive, and forgets them when they are popped, which
/// releases a question's whole module. Patterns push and pop through it; the
/// session sends commands to what it holds.
@MainActor
final class ScreenStack {
    private(set) var list: (any ListScreen)?
    private var questions: [any QuestionScreen] = []

    /// The question on top, if one is open.
    var topQuestion: (any QuestionScreen)? { questions.last }

    func setRoot(_ screen: any ListScreen) {
        list = screen
        questions.removeAll()
    }

    func push(_ screen: any QuestionScreen) {
        questions.append(screen)
    }

    func pop() {
        _ = questions.popLast()
    }
}
