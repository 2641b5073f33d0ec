import Presenters

/// The terminal's side of MVP's navigation: puts a question or a user's page on the stack, and takes it off.
///
/// The presenters decide when; this navigator, on the UI side as a UIKit
/// navigation controller is, makes the screen with `makeQuestionScreen`
/// (built by the composition root, which knows the service and the
/// formatters) and pushes it. It holds the stack weakly, as MVC's
/// controllers do, so the presenters that hold it make no cycle.
@MainActor
public final class MVPTerminalNavigator: MVPNavigation {
    /// Makes the screen of question `id` of `site`, whose presenter closes it through `navigator`.
    public typealias MakeQuestionScreen =
        @MainActor (_ id: Int, _ site: String, _ navigator: any MVPNavigation) -> any QuestionScreen
    /// Makes the page of user `id` of `site`, whose presenter navigates through `navigator`.
    public typealias MakeUserScreen =
        @MainActor (_ id: Int, _ site: String, _ navigator: any MVPNavigation) -> any UserScreen

    /// Weak: the composition root keeps the stack.
    private weak var navigation: (any ScreenNavigation)?
    private let makeQuestionScreen: MakeQuestionScreen
    private let makeUserScreen: MakeUserScreen

    /// A navigator pushing on `navigation` the screens `makeQuestionScreen` makes for a question and
    /// `makeUserScreen` for a user, handing each this navigator for its own navigation.
    public init(
        navigation: any ScreenNavigation,
        makeQuestionScreen: @escaping MakeQuestionScreen,
        makeUserScreen: @escaping MakeUserScreen
    ) {
        self.navigation = navigation
        self.makeQuestionScreen = makeQuestionScreen
        self.makeUserScreen = makeUserScreen
    }

    /// Makes question `id`'s screen and pushes it; it loads when it appears.
    public func showQuestion(id: Int, site: String) {
        navigation?.push(makeQuestionScreen(id, site, self))
    }

    /// Pops the question, back to the screen beneath.
    public func closeQuestion() {
        navigation?.pop()
    }

    /// Makes user `id`'s page and pushes it; it loads when it appears.
    public func showUser(id: Int, site: String) {
        navigation?.push(makeUserScreen(id, site, self))
    }

    /// Pops the user's page, back to the question beneath.
    public func closeUser() {
        navigation?.pop()
    }
}
