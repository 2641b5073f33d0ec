import Entities
import Interactors
import Presenters
import TerminalUI

/// MVC's saved-screen controller: reads the saves from the model object, page by page, formats them for
/// a list view, pushes questions, and pops itself.
///
/// The saves are on disk, so nothing here waits: each page is read when it
/// is asked for. Like every controller it registers with the model; when
/// told of a change it only notes that what it shows is stale, and reads
/// the saves again the next time it is drawn (a question unsaved above it
/// is gone when `back` uncovers it).
@MainActor
public final class MVCSavedController: SavedScreen, SavedQuestionsObserver {
    private let service: any QuestionService
    private let saves: SavedQuestionsModel
    private let formatters: ScreenFormatters
    private let loads: LoadTracker
    private let view: any QuestionListDisplaying
    /// Weak: the stack keeps this controller, not the other way round.
    private weak var navigation: ScreenStack?
    private let views: any MVCViewFactory
    private var list: SavedList
    /// Whether the saves changed since they were read.
    private var isStale = false

    /// A controller of the saves in `saves`, `pageSize` a page, drawing on `view`; the questions it opens
    /// fetch from `service` through `loads`, with views made by `views`, pushed on `navigation`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, formatters: ScreenFormatters,
        pageSize: Int, loads: LoadTracker, view: any QuestionListDisplaying, navigation: ScreenStack,
        views: any MVCViewFactory
    ) {
        self.service = service
        self.saves = saves
        self.formatters = formatters
        self.loads = loads
        self.view = view
        self.navigation = navigation
        self.views = views
        self.list = SavedList(site: saves.site, pageSize: pageSize)
        saves.addObserver(self)
    }

    /// Reads the first page of saves and shows it.
    public func viewDidLoad() {
        readAgain(atLeast: list.pageSize)
    }

    /// Draws the saves again, read again first if they changed: the screen above has closed, or `saved`
    /// was typed here.
    public func redisplay() {
        if isStale {
            readAgain(atLeast: list.saves.count)
        } else {
            view.show(formatters.saved.display(of: list))
        }
    }

    /// `more`: reads the next page of saves and shows only its rows.
    public func loadMore() {
        guard list.hasMore else { return view.showNotice(SaveText.noMore) }
        switch saves.nextSaves(of: list) {
        case .success(let (next, added)):
            list = next
            let (rows, footer) = formatters.saved.appended(added.map(\.question), to: list)
            view.showMore(rows, footer: footer)
        case .failure(let error):
            view.showError(SaveText.off(error))
        }
    }

    /// `open N`: pushes a controller for the question on row `number`, or says there is no such row.
    public func openQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            return view.showError(ListText.noSuchRow(number))
        }
        guard let navigation else { return }
        navigation.push(
            MVCQuestionController(
                service: service, saves: saves, questionID: question.id, site: list.site,
                formatters: formatters, pageSize: list.pageSize, loads: loads, view: views.makeQuestionView(),
                navigation: navigation, views: views))
    }

    /// `save N`: every row here is saved; the model says so.
    public func saveQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            return view.showError(ListText.noSuchRow(number))
        }
        view.showAnswer(to: saves.save(question))
    }

    /// `unsave N`: tells the model to remove the question on row `number`, then shows the saves again,
    /// renumbered.
    public func unsaveQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            return view.showError(ListText.noSuchRow(number))
        }
        let outcome = saves.unsave(questionID: question.id)
        view.showAnswer(to: outcome)
        if outcome == .removed { readAgain(atLeast: list.saves.count - 1) }
    }

    /// `saved` here draws the screen again.
    public func openSaved() {
        redisplay()
    }

    /// Nothing to stop: the saves are read at once.
    public func cancelLoad() {}

    /// `back`: pops this controller off the stack.
    public func goBack() {
        navigation?.pop()
    }

    /// The model says the saves changed: read them again when next drawn.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        isStale = true
    }

    /// Reads the most recent saves again, as many as were shown (a page at least), and shows them.
    private func readAgain(atLeast count: Int) {
        isStale = false
        switch saves.firstSaves(atLeast: count, pageSize: list.pageSize) {
        case .success(let read):
            list = read
            view.show(formatters.saved.display(of: list))
        case .failure(let error):
            view.showError(SaveText.off(error))
        }
    }

}

extension MVCSavedController: Responder {
    /// Takes what a screen of rows pushed above the list takes (`respondAsPushedListing`); `saved` on
    /// top draws the saved screen again.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        respondAsPushedListing(
            self, to: event, isFirstResponder: isFirstResponder, navigation: navigation, loads: loads)
    }
}
