import Entities
import Interactors
import TerminalUI

/// Smalltalk MVC's list controller: takes the user's input for the list and tells the model, or opens the
/// next screen; it draws nothing and prepares nothing for display.
@MainActor
public final class SmalltalkQuestionListController: ListScreen, SmalltalkController {
    private let model: SmalltalkQuestionListModel
    private let view: SmalltalkQuestionListView
    private let screens: SmalltalkScreens
    /// Weak: the stack keeps this controller.
    private weak var navigation: ScreenStack?

    init(
        model: SmalltalkQuestionListModel, view: SmalltalkQuestionListView, screens: SmalltalkScreens,
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

    /// `open N`: opens the question on row `number` above the list.
    public func openQuestion(atRow number: Int) {
        takeControl()
        guard let question = model.question(atRow: number) else { return }
        showQuestion(id: question.id)
    }

    /// Opens question `id` of the list's site above the list; it loads when it appears. A link's question
    /// opens this way too.
    public func showQuestion(id: Int) {
        guard let navigation else { return }
        navigation.push(screens.makeQuestion(id: id, site: model.site, navigation: navigation))
    }

    /// `more`: the model fetches the next page.
    public func loadMore() {
        takeControl()
        model.loadMore()
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

    /// `save N`: the model saves the row's question.
    public func saveQuestion(atRow number: Int) {
        takeControl()
        model.setSaved(true, atRow: number)
    }

    /// `unsave N`: the model removes the row's question from the saves.
    public func unsaveQuestion(atRow number: Int) {
        takeControl()
        model.setSaved(false, atRow: number)
    }

    /// `saved`: opens the saved screen above the list.
    public func openSaved() {
        guard let navigation else { return }
        navigation.push(screens.makeSaved(navigation: navigation))
    }

    private func takeControl() { screens.control.give(to: self) }
}
