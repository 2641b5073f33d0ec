import Entities
import Interactors
import Presenters

/// Smalltalk MVC's user controller: takes the user's input for a user's page and tells the model, or opens
/// a question or the saved screen; it draws nothing.
@MainActor
public final class SmalltalkUserController<Displays: SmalltalkDisplays>: UserScreen, SmalltalkController {
    /// Its model, which it tells what the user asked.
    public let model: SmalltalkUserModel
    /// Its view, whose display the front draws.
    public let view: SmalltalkUserView<Displays.UserDisplay>
    private let screens: SmalltalkScreens<Displays>
    /// Weak: the stack keeps this controller.
    private weak var navigation: ScreenStack?

    init(
        model: SmalltalkUserModel, view: SmalltalkUserView<Displays.UserDisplay>,
        screens: SmalltalkScreens<Displays>, navigation: ScreenStack
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
        guard let question = model.question(atRow: number) else {
            if let question = SmalltalkQuestionController<Displays>.onTop(of: navigation) {
                // Typed on the question on top: this view, beneath it, is covered on the screen front.
                return question.showRefusal(UserText.noSuchRow(number))
            }
            takeControl()
            return view.tell(.error(UserText.noSuchRow(number)))
        }
        takeControl()
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

    // MARK: The screen front's keys, which the line front never sends

    /// ↑/↓ and pages: the model moves its selection; past the last row, the next page is fetched, once
    /// however many moves come while it loads, and selects its first row when it comes; with no page
    /// left, the view says so.
    public func moveSelection(by rows: Int) {
        takeControl()
        guard model.moveSelection(by: rows) == .pastLastRow else { return }
        if model.loadMore(selectingItsFirstRow: true) == .noMoreQuestions {
            view.tell(.notice(ListText.noMoreQuestions))
        }
    }

    /// Home: the model selects its first row.
    public func moveSelectionToFirst() {
        takeControl()
        model.moveSelectionToFirst()
    }

    /// End: the model selects its last loaded row.
    public func moveSelectionToLast() {
        takeControl()
        model.moveSelectionToLast()
    }

    /// Enter: the selected row's question opens, as `open N` typed would; a page with none has nothing to open.
    public func openSelection() {
        guard model.page?.questions.isEmpty == false else { return }
        _ = respond(to: .command(.open(number: model.selection.rowNumber)), isFirstResponder: true)
    }

    /// s: the selected row's question is saved, or unsaved if it is saved, as `save N` or `unsave N`.
    public func toggleSaveOfSelection() {
        let row = model.selection.rowNumber
        guard let question = model.question(atRow: row) else { return }
        if model.marks.contains(question.id) { unsaveQuestion(atRow: row) } else { saveQuestion(atRow: row) }
    }

    private func takeControl() { screens.control.give(to: self) }

    /// Ctrl-C with this screen on top: every model stops its load and the view says so at the next
    /// display; with nothing loading, it says how to leave, where the user is looking.
    private func interrupt() {
        takeControl()
        let answer = Interruption.answer(
            hasLoadInFlight: screens.loads.hasLoadInFlight, cancelEveryLoad: { navigation?.cancelLoads() },
            howToLeave: screens.formatters.user.howToLeave)
        view.tell(.notice(answer))
    }
}

extension SmalltalkUserController: Responder {
    /// Takes what a screen of rows above the list takes (`respondAsSmalltalkListing`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        respondAsSmalltalkListing(
            self, to: event, isFirstResponder: isFirstResponder, navigation: navigation, loads: screens.loads,
            words: screens.formatters.user.words, interrupt: interrupt,
            refuse: { [view] text in view.tell(.error(text)) })
    }
}
