import Presenters

/// Draws the state's navigation on the terminal's stack: a question view on top while a question is open.
///
/// Navigation is state in this shape, so nothing pushes or pops on a
/// command: the reducer sets or clears `question`, and this renderer makes
/// the stack agree, as a SwiftUI `NavigationStack` follows its path. A
/// question opened over another (`questionsOpened` moved) is a new view.
@MainActor
public final class ReduxScreens {
    /// Weak: the composition root keeps the stack, as it keeps a navigation controller.
    private weak var navigation: (any ScreenNavigation)?
    private let makeQuestionView: @MainActor () -> any QuestionScreen
    /// The question opened last that a view shows, by its count; `nil` while none is shown.
    private var shown: Int?

    /// A renderer of `store`'s navigation on `navigation`, making each question's view with
    /// `makeQuestionView`.
    public init(
        store: QuestionsStore, navigation: any ScreenNavigation,
        makeQuestionView: @escaping @MainActor () -> any QuestionScreen
    ) {
        self.navigation = navigation
        self.makeQuestionView = makeQuestionView
        store.subscribe(self) { screens, state in screens.render(state) }
    }

    private func render(_ state: QuestionsState) {
        let wanted = state.question == nil ? nil : state.questionsOpened
        guard wanted != shown else { return }
        shown = wanted
        if wanted == nil {
            navigation?.pop()
        } else {
            navigation?.push(makeQuestionView())
        }
    }
}
