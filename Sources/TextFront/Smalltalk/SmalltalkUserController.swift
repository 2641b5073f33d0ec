import Entities
import Interactors
import Presenters
import TerminalUI

/// Smalltalk MVC's user controller: takes the user's input for a user's page and tells the model, or opens
/// a question or the saved screen; it draws nothing.
@MainActor
public final class SmalltalkUserController: UserScreen, SmalltalkController {
    private let model: SmalltalkUserModel
    private let view: SmalltalkUserView
    private let screens: SmalltalkScreens
    /// Weak: the stack keeps this controller.
    private weak var navigation: ScreenStack?

    init(
        model: SmalltalkUserModel, view: SmalltalkUserView, screens: SmalltalkScreens, navigation: ScreenStack
    ) {
        self.model = model
        self.view = view
        self.screens = screens
        self.navigation = navigation
    }

    /// The display cycle: the view displays its damage.
    public func displayView() { view.displayDamage() }

    /// The page appeared: the model fetches it.
    public func viewDidLoad() {
        takeControl()
        model.load()
    }

    /// Uncovered: the view is activated and draws the whole page.
    ///
    /// A page never shown (its load cancelled by `saved` typed above it, or failed) loads again.
    public func redisplay() {
        takeControl()
        if model.page == nil, !model.isLoading { model.load() } else { view.activate() }
    }

    /// `open N`: opens the question on row `number` above the page.
    public func openQuestion(atRow number: Int) {
        takeControl()
        guard let question = model.question(atRow: number) else {
            return view.tell(.error(UserText.noSuchRow(number)))
        }
        guard let navigation else { return }
        navigation.push(screens.makeQuestion(id: question.id, site: model.site, navigation: navigation))
    }

    /// `more`: the model fetches the next page of questions.
    public func loadMore() {
        takeControl()
        switch model.loadMore() {
        case .loading: break
        case .stillLoading: view.tell(.notice(ListText.stillLoading))
        case .noMoreQuestions: view.tell(.notice(ListText.noMoreQuestions))
        }
    }

    /// `back`: the model stops its load, and the controller pops its screen.
    public func goBack() {
        model.cancelLoad()
        navigation?.pop()
    }

    /// A newer command, or Ctrl-C: the model stops its load.
    public func cancelLoad() { model.cancelLoad() }

    /// `save N`: the model saves the row's question, and the view gives the answer.
    public func saveQuestion(atRow number: Int) {
        takeControl()
        setSaved(true, atRow: number)
    }

    /// `unsave N`: the model removes the row's question from the saves, and the view gives the answer.
    public func unsaveQuestion(atRow number: Int) {
        takeControl()
        setSaved(false, atRow: number)
    }

    private func setSaved(_ saving: Bool, atRow number: Int) {
        guard let outcome = model.setSaved(saving, atRow: number) else {
            return view.tell(.error(UserText.noSuchRow(number)))
        }
        view.tell(.saveAnswer(outcome))
    }

    /// `saved`: opens the saved screen above the page.
    public func openSaved() {
        guard let navigation else { return }
        navigation.push(screens.makeSaved(navigation: navigation))
    }

    private func takeControl() { screens.control.give(to: self) }
}

extension SmalltalkUserController: Responder {
    /// Takes what a screen of rows above the list takes (`respondAsSmalltalkListing`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        respondAsSmalltalkListing(
            self, to: event, isFirstResponder: isFirstResponder, navigation: navigation, loads: screens.loads)
    }
}
