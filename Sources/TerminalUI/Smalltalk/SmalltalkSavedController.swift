import Entities
import Interactors
import Presenters

/// Smalltalk MVC's saved-screen controller: takes the user's input for the saved screen and tells the
/// model, or opens a question; it draws nothing.
@MainActor
public final class SmalltalkSavedController<Displays: SmalltalkDisplays>: SavedScreen, SmalltalkController {
    /// Its model, which it tells what the user asked.
    public let model: SmalltalkSavedModel
    /// Its view, whose display the front draws.
    public let view: SmalltalkSavedView<Displays.SavedDisplay>
    private let screens: SmalltalkScreens<Displays>
    /// Weak: the stack keeps this controller.
    private weak var navigation: ScreenStack?

    init(
        model: SmalltalkSavedModel, view: SmalltalkSavedView<Displays.SavedDisplay>,
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

    /// The screen appeared: the model reads the saves.
    public func viewDidLoad() {
        takeControl()
        model.read()
    }

    /// Uncovered: the view is activated; saves changed meanwhile are read again first.
    public func redisplay() {
        takeControl()
        if model.isStale { model.read() } else { view.activate() }
    }

    /// `saved` typed here: drawn again, as when uncovered.
    public func openSaved() { redisplay() }

    /// `open N`: opens the question on row `number` above the saved screen.
    public func openQuestion(atRow number: Int) {
        guard let question = model.question(atRow: number) else {
            if let question = SmalltalkQuestionController<Displays>.onTop(of: navigation) {
                // Typed on the question on top: this view, beneath it, is covered on the screen front.
                return question.showRefusal(ListText.noSuchRow(number))
            }
            takeControl()
            return view.tell(.error(ListText.noSuchRow(number)))
        }
        takeControl()
        guard let navigation else { return }
        navigation.push(screens.makeQuestion(id: question.id, site: model.list.site, navigation: navigation))
    }

    /// `more`: the model reads the next page of saves, or the view says every save is shown.
    public func loadMore() {
        takeControl()
        if !model.loadMore() { view.tell(.notice(SaveText.noMore)) }
    }

    /// `save N`: the model saves the row's question, and the view gives the answer.
    public func saveQuestion(atRow number: Int) {
        takeControl()
        setSaved(true, atRow: number)
    }

    /// `unsave N`: the model removes the row's question, the view gives the answer, and after a removal the
    /// model reads the saves again, renumbered, one fewer.
    public func unsaveQuestion(atRow number: Int) {
        takeControl()
        setSaved(false, atRow: number)
    }

    private func setSaved(_ saving: Bool, atRow number: Int) {
        guard let outcome = model.setSaved(saving, atRow: number) else {
            return view.tell(.error(ListText.noSuchRow(number)))
        }
        view.tell(.saveAnswer(outcome))
        if outcome == .removed { model.read(atLeast: model.list.saves.count - 1) }
    }

    /// `back`: the controller pops its screen.
    public func goBack() {
        navigation?.pop()
    }

    /// Nothing to stop: the saves are read at once.
    public func cancelLoad() {}

    // MARK: The screen front's keys, which the line front never sends

    /// ↑/↓ and pages: the model moves its selection; past the last save, the next page of saves is read,
    /// and its first row selected; with none left, the view says so.
    public func moveSelection(by rows: Int) {
        takeControl()
        guard model.moveSelection(by: rows) == .pastLastRow else { return }
        if !model.loadMore(selectingItsFirstRow: true) { view.tell(.notice(SaveText.noMore)) }
    }

    /// Home: the model selects its first row.
    public func moveSelectionToFirst() {
        takeControl()
        model.moveSelectionToFirst()
    }

    /// End: the model selects its last row read.
    public func moveSelectionToLast() {
        takeControl()
        model.moveSelectionToLast()
    }

    /// Enter: the selected save's question opens, as `open N` typed would; no saves, nothing to open.
    public func openSelection() {
        guard !model.list.saves.isEmpty else { return }
        _ = respond(to: .command(.open(number: model.selection.rowNumber)), isFirstResponder: true)
    }

    /// s: every row here is saved, so the selected one is unsaved, as `unsave N` would.
    public func toggleSaveOfSelection() {
        guard !model.list.saves.isEmpty else { return }
        unsaveQuestion(atRow: model.selection.rowNumber)
    }

    private func takeControl() { screens.control.give(to: self) }

    /// Ctrl-C with this screen on top: every model stops its load and the view says so at the next
    /// display; with nothing loading, it says how to leave, where the user is looking.
    private func interrupt() {
        takeControl()
        let answer = Interruption.answer(
            hasLoadInFlight: screens.loads.hasLoadInFlight, cancelEveryLoad: { navigation?.cancelLoads() },
            howToLeave: screens.formatters.saved.howToLeave)
        view.tell(.notice(answer))
    }
}

extension SmalltalkSavedController: Responder {
    /// Takes what a screen of rows above the list takes (`respondAsSmalltalkListing`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        respondAsSmalltalkListing(
            self, to: event, isFirstResponder: isFirstResponder, navigation: navigation, loads: screens.loads,
            words: screens.formatters.saved.words, interrupt: interrupt,
            refuse: { [view] text in view.tell(.error(text)) })
    }
}
