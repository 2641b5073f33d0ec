import Entities
import Interactors
import Presenters

/// Smalltalk MVC's list controller: takes the user's input for the list and tells the model, or opens the
/// next screen; it draws nothing and prepares nothing for display.
@MainActor
public final class SmalltalkQuestionListController<Displays: SmalltalkDisplays>: ListScreen,
    SmalltalkController
{
    /// Its model, which it tells what the user asked.
    public let model: SmalltalkQuestionListModel
    /// Its view, whose display the front draws.
    public let view: SmalltalkQuestionListView<Displays.ListDisplay>
    private let screens: SmalltalkScreens<Displays>
    /// Weak: the stack keeps this controller.
    private weak var navigation: ScreenStack?

    init(
        model: SmalltalkQuestionListModel, view: SmalltalkQuestionListView<Displays.ListDisplay>,
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

    /// The list appeared: the model fetches page 1.
    public func viewDidLoad() {
        takeControl()
        model.loadFirstPage()
    }

    /// `list`: the view is activated, and draws the whole list.
    public func redisplayList() {
        takeControl()
        view.activate()
    }

    /// `open N`: opens the question on row `number` above the list, or says there is no such row: on the
    /// question on top when it was typed there, else here.
    public func openQuestion(atRow number: Int) {
        guard let question = model.question(atRow: number) else {
            return refuseOpening(ListText.noSuchRow(number))
        }
        takeControl()
        showQuestion(id: question.id)
    }

    /// Tells `text`, a refusal of `open N`, where the user is looking: the question controller on top
    /// shows it when `open N` was typed there (this view, beneath it, is covered on the screen front);
    /// else this controller takes control and its view tells it.
    private func refuseOpening(_ text: String) {
        if let question = SmalltalkQuestionController<Displays>.onTop(of: navigation) {
            question.showRefusal(text)
        } else {
            takeControl()
            view.tell(.error(text))
        }
    }

    /// Opens question `id` of the list's site above the list; it loads when it appears. A link's question
    /// opens this way too.
    public func showQuestion(id: Int) {
        guard let navigation else { return }
        navigation.push(screens.makeQuestion(id: id, site: model.site, navigation: navigation))
    }

    /// `more`: the model fetches the next page, or the view says why not.
    public func loadMore() {
        takeControl()
        switch model.loadMore() {
        case .loading: break
        case .stillLoading: view.tell(.notice(ListText.stillLoading))
        case .noMoreQuestions: view.tell(.notice(ListText.noMoreQuestions))
        }
    }

    /// `refresh`: the model fetches page 1 again.
    public func refresh() {
        takeControl()
        model.refresh()
    }

    /// `tag`: the model fetches page 1 for a tag.
    public func filter(byTag tag: String?) {
        takeControl()
        model.filter(byTag: tag)
    }

    /// `sort`: the model fetches page 1 in another order.
    public func sort(by sort: QuestionSort) {
        takeControl()
        model.sort(by: sort)
    }

    /// `search`: the model fetches page 1 of a search.
    public func search(for words: String?) {
        takeControl()
        model.search(for: words)
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
            return view.tell(.error(ListText.noSuchRow(number)))
        }
        view.tell(.saveAnswer(outcome))
    }

    /// `saved`: opens the saved screen above the list.
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

    /// Enter: the selected row's question opens, as `open N` typed would; an empty list has none.
    public func openSelection() {
        guard !model.list.questions.isEmpty else { return }
        _ = respond(to: .command(.open(number: model.selection.rowNumber)), isFirstResponder: true)
    }

    /// s: the selected row's question is saved, or unsaved if it is saved, as `save N` or `unsave N`.
    public func toggleSaveOfSelection() {
        let row = model.selection.rowNumber
        guard let question = model.question(atRow: row) else { return }
        if model.marks.contains(question.id) { unsaveQuestion(atRow: row) } else { saveQuestion(atRow: row) }
    }

    private func takeControl() { screens.control.give(to: self) }
}

/// The list controller is the last controller the framework offers input to, as the window at the bottom
/// of Smalltalk-80's `ScheduledControllers`: it takes every event that reaches it, tells its model, opens
/// or closes screens, and gives its view the feedback a command gets.
extension SmalltalkQuestionListController: Responder {
    /// Takes `event`: Ctrl-C; `back`, `user` and `save` without a row with the feedback that says why not;
    /// the list's own commands; `open N` and `more` typed on the question above; and `list`, `refresh`,
    /// `tag`, `sort` and `search` from any depth, which return to the list first.
    ///
    /// The newest command wins: each command that supersedes the loads in flight has every model stop
    /// its load first (`supersedeLoads(_:)`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard let navigation else { return true }
        guard case .command(let command) = event else {
            interrupt(navigation)
            return true
        }
        // `open N` beneath a question opened from its URL: the list has no rows until it is shown.
        if case .open(let number) = command, !navigation.listHasAppeared {
            refuseOpening(ListText.notShownYet(number))
            return true
        }
        switch command {
        case .back:
            supersedeLoads(navigation)
            view.showFeedback(ListText.alreadyAtTheList, isError: false)
        case .list:
            supersedeLoads(navigation)
            navigation.returnToList()
            navigation.showUncoveredScreen()
        case .user: view.showFeedback(screens.formatters.list.words.notOnAQuestion, isError: true)
        case .open(let number):
            supersedeLoads(navigation)
            openQuestion(atRow: number)
        case .more:
            // Typed on the question above, `more` closes the question first.
            if !isFirstResponder { (navigation.top as? any PushedScreen)?.goBack() }
            navigation.showTopIfItNeverAppeared()
            loadMore()
        case .saved:
            supersedeLoads(navigation)
            openSaved()
        case .save(let number?): saveQuestion(atRow: number)
        case .unsave(let number?): unsaveQuestion(atRow: number)
        case .save(nil): view.showFeedback(SaveText.needsARow(saving: true), isError: true)
        case .unsave(nil): view.showFeedback(SaveText.needsARow(saving: false), isError: true)
        case .refresh:
            comeForward(navigation)
            refresh()
        case .tag(let tag):
            comeForward(navigation)
            filter(byTag: tag)
        case .sort(let order):
            comeForward(navigation)
            sort(by: order)
        case .search(let words):
            comeForward(navigation)
            search(for: words)
        }
        return true
    }

    /// Before a command of the list's own typed at any depth: it supersedes what loads, every screen above
    /// closes, and the list appears now if it never has (beneath a question opened from its URL).
    private func comeForward(_ navigation: ScreenStack) {
        supersedeLoads(navigation)
        navigation.returnToList()
        navigation.showTopIfItNeverAppeared()
    }

    /// The newest command wins: the list's commands, `open N`, `back` and `saved` have every model stop
    /// its load first; `more`, `user`, `save` and `unsave` act on what is shown and stop nothing.
    private func supersedeLoads(_ navigation: ScreenStack) {
        if screens.loads.hasLoadInFlight { navigation.cancelLoads() }
    }

    /// Ctrl-C: every model stops its load, and the view says so; with nothing loading, says how to leave.
    private func interrupt(_ navigation: ScreenStack) {
        let answer = Interruption.answer(
            hasLoadInFlight: screens.loads.hasLoadInFlight, cancelEveryLoad: navigation.cancelLoads,
            howToLeave: screens.formatters.list.howToLeave)
        view.showFeedback(answer, isError: false)
    }
}
