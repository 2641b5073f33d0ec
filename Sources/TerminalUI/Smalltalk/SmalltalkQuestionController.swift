import Entities
import Interactors
import Presenters

/// Smalltalk MVC's question controller: takes the user's input for a question and tells the model, or
/// opens the asker's page or the saved screen; it draws nothing.
@MainActor
public final class SmalltalkQuestionController<Displays: SmalltalkDisplays>: QuestionScreen,
    SmalltalkController
{
    /// Its model, which it tells what the user asked.
    public let model: SmalltalkQuestionModel
    /// Its view, whose display the front draws.
    public let view: SmalltalkQuestionView<Displays.QuestionDisplay>
    private let screens: SmalltalkScreens<Displays>
    /// Weak: the stack keeps this controller.
    private weak var navigation: ScreenStack?

    init(
        model: SmalltalkQuestionModel, view: SmalltalkQuestionView<Displays.QuestionDisplay>,
        screens: SmalltalkScreens<Displays>,
        navigation: ScreenStack
    ) {
        self.model = model
        self.view = view
        self.screens = screens
        self.navigation = navigation
    }

    /// The display cycle: the view displays its damage.
    public func displayView() { view.displayDamage() }

    /// The question appeared: the model fetches it.
    public func viewDidLoad() {
        takeControl()
        model.load()
    }

    /// Uncovered: the view is activated and draws the question; one never shown (its load cancelled by
    /// `saved` typed above it, or failed) is fetched again.
    public func redisplay() {
        takeControl()
        if model.loaded == nil, !model.isLoading { model.load() } else { view.activate() }
    }

    /// `back`: the model stops its load, and the controller pops its screen.
    public func goBack() {
        model.cancelLoad()
        navigation?.pop()
    }

    /// `user`: opens the asker's page above the question, when there is one.
    public func openUser() {
        takeControl()
        guard let id = model.askerAccount() else {
            if case .none(let reason) = AskerPage(asker: model.asker) { view.tell(.error(reason)) }
            return
        }
        guard let navigation else { return }
        navigation.push(screens.makeUser(id: id, site: model.site, navigation: navigation))
    }

    /// A newer command, or Ctrl-C: the model stops its load.
    public func cancelLoad() { model.cancelLoad() }

    /// `save`: the model saves the question, and the view gives the answer.
    public func saveQuestion() {
        takeControl()
        setSaved(true)
    }

    /// `unsave`: the model removes the question from the saves, and the view gives the answer.
    public func unsaveQuestion() {
        takeControl()
        setSaved(false)
    }

    private func setSaved(_ saving: Bool) {
        guard let outcome = model.setSaved(saving) else { return view.tell(.error(SaveText.notShown)) }
        view.tell(.saveAnswer(outcome))
    }

    /// `saved`: opens the saved screen above the question.
    public func openSaved() {
        guard let navigation else { return }
        navigation.push(screens.makeSaved(navigation: navigation))
    }

    /// The screen front's s: the question is saved, or unsaved if it is saved, as `save` or `unsave`.
    public func toggleSave() {
        if model.isSaved { unsaveQuestion() } else { saveQuestion() }
    }

    private func takeControl() { screens.control.give(to: self) }

    /// The controller beneath refused a command typed here (`open N` for a row it does not have): this
    /// controller keeps control, and its view tells the line at the next display, where the user is
    /// looking.
    public func showRefusal(_ text: String) {
        takeControl()
        view.tell(.error(text))
    }

    /// The question controller on top of `navigation`, if the screen on top is one: where a controller
    /// beneath it sends its refusal of `open N`.
    static func onTop(of navigation: ScreenStack?) -> SmalltalkQuestionController? {
        navigation?.ownScreens.last as? SmalltalkQuestionController
    }

    /// Ctrl-C with this screen on top: every model stops its load and the view says so at the next
    /// display; with nothing loading, it says how to leave, where the user is looking.
    private func interrupt() {
        takeControl()
        let answer = Interruption.answer(
            hasLoadInFlight: screens.loads.hasLoadInFlight, cancelEveryLoad: { navigation?.cancelLoads() },
            howToLeave: screens.formatters.question.howToLeave)
        view.tell(.notice(answer))
    }
}

/// The question controller, with control, takes what a question implements; it leaves every other event
/// to the controller beneath, whose rows `open N` and `more` read.
extension SmalltalkQuestionController: Responder {
    /// Takes `back`, `user`, `saved`, and `save` and `unsave` (a row number gets the feedback that a
    /// question has none), when on top; leaves every other event, and every event when not on top.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard isFirstResponder else { return false }
        guard case .command(let command) = event else {
            interrupt()
            return true
        }
        switch command {
        case .back:
            supersedeLoads()
            goBack()
            navigation?.showUncoveredScreen()
        case .user: openUser()
        case .saved:
            supersedeLoads()
            openSaved()
        case .save(nil): saveQuestion()
        case .unsave(nil): unsaveQuestion()
        case .save(_?): view.showFeedback(error: SaveText.onAQuestion(saving: true))
        case .unsave(_?): view.showFeedback(error: SaveText.onAQuestion(saving: false))
        case .list, .open, .more, .refresh, .tag, .sort, .search: return false
        }
        return true
    }

    /// The newest command wins: every model stops its load first.
    private func supersedeLoads() {
        if screens.loads.hasLoadInFlight { navigation?.cancelLoads() }
    }
}
