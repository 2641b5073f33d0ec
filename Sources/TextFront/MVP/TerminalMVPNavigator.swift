import Presenters

/// The terminal's side of MVP's navigation: puts a question screen on the stack, and takes it off.
///
/// The presenters decide when; this navigator, on the UI side as a UIKit
/// navigation controller is, makes the screen with `makeQuestionScreen`
/// (built by the composition root, which knows the service and the
/// formatters) and pushes it. It holds the stack weakly, as MVC's
/// controllers do, so the presenters that hold it make no cycle.
@MainActor
public final class TerminalMVPNavigator: QuestionsNavigator {
    /// Makes the screen of question `id` of `site`, whose presenter closes it through `navigator`.
    public typealias MakeQuestionScreen =
        @MainActor (_ id: Int, _ site: String, _ navigator: any QuestionsNavigator) -> any QuestionScreen

    /// Weak: the composition root keeps the stack.
    private weak var navigation: (any ScreenNavigation)?
    private let makeQuestionScreen: MakeQuestionScreen

    /// A navigator pushing on `navigation` the screens `makeQuestionScreen` makes for a question,
    /// handing each this navigator for its own `back`.
    public init(
        navigation: any ScreenNavigation,
        makeQuestionScreen: @escaping MakeQuestionScreen
    ) {
        self.navigation = navigation
        self.makeQuestionScreen = makeQuestionScreen
    }

    /// Makes question `id`'s screen and pushes it; it loads when it appears.
    public func showQuestion(id: Int, site: String) {
        navigation?.push(makeQuestionScreen(id, site, self))
    }

    /// Pops the question, back to the list.
    public func closeQuestion() {
        navigation?.pop()
    }
}
