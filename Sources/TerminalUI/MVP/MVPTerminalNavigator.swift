import Presenters

/// The terminal's side of MVP's navigation: puts a question or a user's page on the stack, and takes it off.
///
/// The presenters decide when; this navigator, on the UI side as a UIKit navigation controller is, makes
/// the screen through its `MVPScreenFactory` and pushes it. It holds the stack weakly, as MVC's
/// controllers do, so the presenters that hold it make no cycle.
@MainActor
public final class MVPTerminalNavigator: MVPNavigation {
    /// Weak: the composition root keeps the stack.
    private weak var navigation: ScreenStack?
    private let screens: any MVPScreenFactory

    /// A navigator pushing on `navigation` the screens `screens` makes, handing each this navigator for
    /// its own navigation.
    public init(navigation: ScreenStack, screens: any MVPScreenFactory) {
        self.navigation = navigation
        self.screens = screens
    }

    /// Makes question `id`'s screen and pushes it; it loads when it appears.
    public func showQuestion(id: Int, site: String) {
        let presenter = screens.makeQuestionPresenter(questionID: id, site: site, navigator: self)
        navigation?.push(screens.makeQuestionView(presenter: presenter))
    }

    /// Pops the question, back to the screen beneath.
    public func closeQuestion() {
        navigation?.pop()
    }

    /// Makes user `id`'s page and pushes it; it loads when it appears.
    public func showUser(id: Int, site: String) {
        let presenter = screens.makeUserPresenter(userID: id, site: site, navigator: self)
        navigation?.push(screens.makeUserView(presenter: presenter))
    }

    /// Pops the user's page, back to the question beneath.
    public func closeUser() {
        navigation?.pop()
    }

    /// Makes the saved screen and pushes it; it reads the saves when it appears.
    public func showSaved(site: String) {
        navigation?.push(screens.makeSavedView(presenter: screens.makeSavedPresenter(navigator: self)))
    }

    /// Pops the saved screen, back to the screen beneath.
    public func closeSaved() {
        navigation?.pop()
    }

    /// Hands `text` to the view of the question on top, as an error.
    public func showErrorOnQuestion(_ text: String) {
        (navigation?.ownScreens.last as? any MVPQuestionViewInterface)?.showError(text)
    }

    // MARK: What the stack holds, and its rules

    /// Whether the stack holds a screen above the list.
    public var hasScreenAboveList: Bool { (navigation?.screens.count ?? 0) > 1 }

    /// Whether the screen on top is a question.
    public var isQuestionOnTop: Bool { navigation?.top is any QuestionScreen }

    /// Whether the list at the bottom of the stack has appeared.
    public var listHasAppeared: Bool { navigation?.listHasAppeared ?? false }

    /// Asks every screen on the stack to stop its load, the top one first.
    public func cancelEveryLoad() { navigation?.cancelLoads() }

    /// Every screen above the list leaves through its own `goBack()`, top first.
    public func returnToList() { navigation?.returnToList() }

    /// The screen on top leaves through its own `goBack()`.
    public func leaveScreenOnTop() { (navigation?.top as? any PushedScreen)?.goBack() }

    /// The screen on top appears, and loads, if it never has.
    public func showTopIfItNeverAppeared() { navigation?.showTopIfItNeverAppeared() }

    /// The screen now on top shows again, or appears if it never has.
    public func showUncoveredScreen() { navigation?.showUncoveredScreen() }
}
