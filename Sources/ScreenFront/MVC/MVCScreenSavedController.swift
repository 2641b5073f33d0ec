import Entities
import Interactors
import Presenters
import TerminalUI

/// MVC's saved-screen controller on the screen front: reads the saves from the model object, page by
/// page, formats them for its view, pushes questions, pops itself, and keeps the selection, the scroll and
/// the typed line (SPEC §8).
///
/// It repeats the line front's `MVCSavedController`, sharing its models and
/// pure rules: a new view, a new controller. When told of a change it only
/// notes that what it shows is stale, and reads the saves again the next
/// time it is shown.
@MainActor
public final class MVCScreenSavedController: SavedScreen, SavedQuestionsObserver, FrameScreen {
    private let service: any QuestionService
    private let saves: SavedQuestionsModel
    private let formatters: ScreenFormatters
    private let loads: LoadTracker
    private let view: any MVCScreenListView
    /// Weak: the stack keeps this controller, not the other way round.
    private weak var navigation: ScreenStack?
    private let views: any MVCScreenViewFactory
    private var list: SavedList
    /// Whether the saves changed since they were read.
    private var isStale = false
    /// The selected row, the controller's own.
    private var selection = RowSelection()
    /// The scroll, the controller's own; its view lays it out.
    private var viewport = RowsViewport()

    /// The line being typed after `:` or `/`, the controller's own.
    public private(set) var commandLine: CommandLineText?

    /// A controller of the saves in `saves`, `pageSize` a page, drawing on `view`; the questions it opens
    /// fetch from `service` through `loads`, with views made by `views`, pushed on `navigation`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, formatters: ScreenFormatters,
        pageSize: Int, loads: LoadTracker, view: any MVCScreenListView, navigation: ScreenStack,
        views: any MVCScreenViewFactory
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

    /// Shows the saves again, read again first if they changed: the screen above has closed, or `saved`
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

    /// `open N`: pushes a controller for the question on row `number`, or says there is no such row, on the
    /// question it was typed on if there is one.
    public func openQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            return refuseOpening(ListText.noSuchRow(number), navigation: navigation, ownView: view.showError)
        }
        guard let navigation else { return }
        navigation.push(
            MVCScreenQuestionController(
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

    /// `saved` here shows the screen again.
    public func openSaved() {
        redisplay()
    }

    /// Nothing to stop: the saves are read at once.
    public func cancelLoad() {}

    /// `back`: pops this controller off the stack.
    public func goBack() {
        navigation?.pop()
    }

    /// The model says the saves changed: read them again when next shown.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        isStale = true
    }

    /// Reads the most recent saves again, as many as were shown (a page at least), and shows them; the
    /// selection keeps its row number, clamped to the saves left.
    private func readAgain(atLeast count: Int) {
        isStale = false
        switch saves.firstSaves(atLeast: count, pageSize: list.pageSize) {
        case .success(let read):
            list = read
            view.show(formatters.saved.display(of: list))
            selection.clamp(count: list.saves.count)
        case .failure(let error):
            view.showError(SaveText.off(error))
        }
    }
}

// MARK: - The keys

extension MVCScreenSavedController {
    /// The saved screen gives the top line nothing of its own.
    public var heading: String? { nil }

    /// Asks the view to draw the saves with the selection in sight, scrolled where the controller keeps it.
    public func draw(in frame: inout Frame) {
        view.draw(selected: selection.index, viewport: &viewport, commandLine: commandLine, in: &frame)
    }

    /// Takes a key: the typed line's, or a move, Enter or s, which it decides as it decides commands.
    public func respond(to event: ViewEvent) {
        view.clearMessage()
        guard !commandLine.take(event) else { return }
        switch event {
        case .move(let rows): moveSelection(by: rows)
        case .page(let pages): moveSelection(by: pages * view.rowsOnScreen(viewport: viewport))
        case .moveToFirst: selection.moveToFirst()
        case .moveToLast: selection.moveToLast(count: list.saves.count)
        case .openSelection:
            guard !list.saves.isEmpty else { return }
            _ = respond(to: .command(.open(number: selection.rowNumber)), isFirstResponder: true)
        case .toggleSave:
            // Every row here is saved: s unsaves the selected one, as `unsave N` would.
            guard !list.saves.isEmpty else { return }
            unsaveQuestion(atRow: selection.rowNumber)
        case .openCommandLine, .editCommandLine, .closeCommandLine: break
        }
    }

    /// ↑/↓ and pages: moves the selection by `rows`; past the last save, reads the next page of saves and
    /// selects its first.
    private func moveSelection(by rows: Int) {
        guard case .pastLastRow = selection.move(by: rows, count: list.saves.count) else { return }
        let count = list.saves.count
        loadMore()
        selection.select(list.saves.count > count ? count : selection.index, count: list.saves.count)
    }
}

// MARK: - The responder chain

extension MVCScreenSavedController: Responder {
    /// Takes what a screen of rows pushed above the list takes (`respondAsPushedScreenListing`); `saved`
    /// on top shows the saved screen again.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { view.clearMessage() }
        return respondAsPushedScreenListing(
            self, to: event, isFirstResponder: isFirstResponder, navigation: navigation, loads: loads,
            words: formatters.saved.words, refuse: view.showError,
            interrupt: { [view, loads, navigation, formatters] in
                view.showNotice(
                    Interruption.answer(
                        hasLoadInFlight: loads.hasLoadInFlight,
                        cancelEveryLoad: { navigation?.cancelLoads() },
                        howToLeave: formatters.saved.howToLeave))
            })
    }
}
