import Entities
import Interactors
import Presenters
import TerminalUI

/// MVC's list controller on the screen front: owns the list's state, fetches it, formats it for its view,
/// pushes questions, decides what each command and key means, and keeps the selection, the scroll and the
/// typed line (SPEC §8).
///
/// It repeats the line front's controller (`MVCQuestionListController`)
/// decision for decision, sharing its models and pure rules: in Apple's MVC
/// the controller belongs to its view, so a new view brings a new
/// controller. That repetition is what replacing the view costs MVC.
@MainActor
public final class MVCScreenQuestionListController: ListScreen, SavedQuestionsObserver, FrameScreen {
    private let service: any QuestionService
    /// The model object of the saves, shared by every controller; this one registers with it.
    private let saves: SavedQuestionsModel
    /// Which of the loaded rows are saved: kept current as the model tells of each change.
    private var marks: Set<Int> = []
    private let formatters: ScreenFormatters
    private let loads: LoadTracker
    private let view: any MVCScreenListView
    /// Weak: the stack keeps this controller, not the other way round.
    private weak var navigation: ScreenStack?
    /// Makes the views of the controllers this one pushes.
    private let views: any MVCScreenViewFactory
    private var list: QuestionList
    /// The load in flight, if any. One at a time: a new one cancels it.
    private let latestLoad: LatestLoad
    /// The selected row, the controller's own.
    private var selection = RowSelection()
    /// Whether the page in flight was asked for by a move past the last row, and so takes the selection.
    private var selectsNextPage = false
    /// The scroll, the controller's own; its view lays it out.
    private var viewport = RowsViewport()

    /// The line being typed after `:` or `/`, the controller's own.
    public private(set) var commandLine: CommandLineText?

    /// A controller for `query`, drawing on `view` and starting its loads through `loads`; it pushes
    /// question controllers on `navigation`, their views and those of the controllers they push made by
    /// `views`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, query: QuestionQuery,
        formatters: ScreenFormatters, loads: LoadTracker,
        view: any MVCScreenListView, navigation: ScreenStack, views: any MVCScreenViewFactory
    ) {
        self.service = service
        self.saves = saves
        self.list = QuestionList(query: query)
        self.formatters = formatters
        self.loads = loads
        self.latestLoad = LatestLoad(through: loads)
        self.view = view
        self.navigation = navigation
        self.views = views
        saves.addObserver(self)
    }

    /// Fetches page 1 of the query and shows it.
    public func viewDidLoad() {
        load(.firstPage, of: list.firstPageQuery)
    }

    /// `list`, or `back` to the list: shows every loaded row again.
    public func redisplayList() {
        view.show(formatters.list.display(of: list, saved: marks))
    }

    /// `open N`: pushes a controller for the question on row `number`, or says there is no such row, on the
    /// question it was typed on if there is one.
    public func openQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            refuseOpening(ListText.noSuchRow(number), navigation: navigation, ownView: view.showError)
            return
        }
        showQuestion(id: question.id)
    }

    /// Pushes a controller for question `id` of the list's site; it loads when it appears. `open N` and
    /// Enter use it, and so does the composition root for a link to a question.
    public func showQuestion(id: Int) {
        guard let navigation else { return }
        navigation.push(
            MVCScreenQuestionController(
                service: service, saves: saves, questionID: id, site: list.query.site, formatters: formatters,
                pageSize: list.query.pageSize, loads: loads, view: views.makeQuestionView(),
                navigation: navigation, views: views))
    }

    /// `more`: fetches the next page and shows only its new rows; while a page loads, it sends nothing.
    public func loadMore() {
        // The page in flight decides what "next" means: a second request would ask for the wrong page.
        guard !latestLoad.isRunning else {
            view.showNotice(ListText.stillLoading)
            return
        }
        guard list.hasMore else {
            view.showNotice(ListText.noMoreQuestions)
            return
        }
        load(.nextPage, of: list.nextPageQuery)
    }

    /// Stops the load in flight, if any: nothing it fetched will be shown, and the list stays as it was; a
    /// page a move asked for, stopped, takes the selection nowhere, nor does the next `more`'s.
    public func cancelLoad() {
        latestLoad.cancel()
        selectsNextPage = false
    }

    /// `save N`: tells the model to save the question on row `number`; the model tells every controller.
    public func saveQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            view.showError(ListText.noSuchRow(number))
            return
        }
        view.showAnswer(to: saves.save(question))
    }

    /// `unsave N`: tells the model to remove the question on row `number` from the saves.
    public func unsaveQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            view.showError(ListText.noSuchRow(number))
            return
        }
        view.showAnswer(to: saves.unsave(questionID: question.id))
    }

    /// `saved`: pushes the saved screen's controller.
    public func openSaved() {
        guard let navigation else { return }
        navigation.push(
            MVCScreenSavedController(
                service: service, saves: saves, formatters: formatters, pageSize: list.query.pageSize,
                loads: loads, view: views.makeSavedView(), navigation: navigation, views: views))
    }

    /// The model says the saves changed: the marks follow, and each row whose mark changed is drawn again
    /// in place.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        let before = marks
        marks = marks.applying(change, among: list.questions.map(\.id), model: saves)
        for (index, question) in list.questions.enumerated()
        where before.contains(question.id) != marks.contains(question.id) {
            if let row = formatters.list.row(index + 1, of: list, saved: marks) { view.showRow(row) }
        }
    }

    /// Fetches `query` for `fetch` as the latest load, which cancels the one in flight.
    ///
    /// The load holds the controller weakly, so a controller closed with a
    /// load in flight is released; and a cancelled load shows nothing, so a
    /// late answer never lands on a list that has moved on.
    private func load(_ fetch: ListFetch, of query: QuestionQuery, policy: FetchPolicy = .useCache) {
        let previous = list.questions
        view.showLoading()
        latestLoad.start { [service] () async throws(ServiceError) in
            try await service.questions(for: query, policy: policy)
        } then: { [weak self] result in
            guard let self else { return }
            show(result, of: fetch, for: query, previous: previous)
        }
    }

    /// Shows what `fetch` brought: the next page's new rows, a refreshed list with its marks, or a new
    /// first page, which only now becomes the list; or what went wrong, keeping the list as it was. The
    /// selection follows: to a page it was moved onto, or to the question it was on.
    private func show(
        _ result: Result<QuestionPage, ServiceError>, of fetch: ListFetch, for query: QuestionQuery,
        previous: [Question]
    ) {
        let selected = previous.indices.contains(selection.index) ? previous[selection.index].id : nil
        switch (result, fetch) {
        case (.failure(let error), _):
            view.showError(ErrorText.listFailed(error, retrying: fetch, words: formatters.list.words))
        case (.success(let page), .nextPage):
            let added = list.appendNextPage(page)
            marks.formUnion(saves.marks(among: added.map(\.id)))
            let (rows, footer) = formatters.list.appended(added, to: list, saved: marks)
            view.showMore(rows, footer: footer)
            if selectsNextPage, !added.isEmpty {
                selection.select(list.questions.count - added.count, count: list.questions.count)
            }
        case (.success(let page), .refresh):
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            let (display, summary) = formatters.list.refreshed(list, previous: previous, saved: marks)
            view.show(display)
            selection.follow(questionID: selected, in: list.questions.map(\.id))
            view.showNotice(summary)
        case (.success(let page), _):
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            view.show(formatters.list.display(of: list, saved: marks))
            selection.follow(questionID: selected, in: list.questions.map(\.id))
        }
        selectsNextPage = false
    }
}

// MARK: - The keys

extension MVCScreenQuestionListController {
    /// The list's header, for the top line.
    public var heading: String? { view.heading }

    /// Asks the view to draw the rows with the selection in sight, scrolled where the controller keeps it.
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
        case .moveToLast: selection.moveToLast(count: list.questions.count)
        case .openSelection:
            // Enter is `open N` for the selected row; an empty list has nothing to open.
            guard !list.questions.isEmpty else { return }
            _ = respond(to: .command(.open(number: selection.rowNumber)), isFirstResponder: true)
        case .toggleSave:
            guard let question = list.question(atRow: selection.rowNumber) else { return }
            let number = selection.rowNumber
            if marks.contains(question.id) {
                unsaveQuestion(atRow: number)
            } else {
                saveQuestion(atRow: number)
            }
        case .openCommandLine, .editCommandLine, .closeCommandLine: break
        }
    }

    /// ↑/↓ and pages: moves the selection by `rows`; past the last row, loads the next page once, however
    /// many moves come while it loads, and selects its first new row when it comes.
    private func moveSelection(by rows: Int) {
        guard case .pastLastRow = selection.move(by: rows, count: list.questions.count) else { return }
        guard !latestLoad.isRunning else { return }
        guard list.hasMore else {
            view.showNotice(ListText.noMoreQuestions)
            return
        }
        load(.nextPage, of: list.nextPageQuery)
        selectsNextPage = true
    }
}

// MARK: - The responder chain

/// The list controller is the last stop of the responder chain, as a navigation controller's root is: it
/// takes every event that reaches it, and decides what each means.
extension MVCScreenQuestionListController: Responder {
    /// Takes `event` as the line front's list controller does: Ctrl-C; `back`, `user` and `save` without
    /// a row with the line that says why not; the list's own commands; `open N` and `more` asked beneath
    /// the question on top; and `list`, `refresh`, `tag`, `sort` and `search` from any depth, which return
    /// to the list first.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard let navigation else { return true }
        view.clearMessage()
        guard case .command(let command) = event else {
            view.showNotice(
                Interruption.answer(
                    hasLoadInFlight: loads.hasLoadInFlight, cancelEveryLoad: navigation.cancelLoads,
                    howToLeave: formatters.list.howToLeave))
            return true
        }
        // `open N` beneath a question opened from its URL: the list has no rows until it is shown.
        if case .open(let number) = command, !navigation.listHasAppeared {
            refuseOpening(ListText.notShownYet(number), navigation: navigation, ownView: view.showError)
            return true
        }
        switch command {
        case .back:
            supersedeLoads(navigation)
            view.showNotice(ListText.alreadyAtTheList)
        case .list:
            supersedeLoads(navigation)
            navigation.returnToList()
            navigation.showUncoveredScreen()
        case .user: view.showError(formatters.list.words.notOnAQuestion)
        case .open(let number):
            supersedeLoads(navigation)
            openQuestion(atRow: number)
        case .more:
            // Asked beneath a question, `more` leaves the question first.
            if !isFirstResponder { (navigation.top as? any PushedScreen)?.goBack() }
            navigation.showTopIfItNeverAppeared()
            loadMore()
        case .saved:
            supersedeLoads(navigation)
            openSaved()
        case .save(let number?): saveQuestion(atRow: number)
        case .unsave(let number?): unsaveQuestion(atRow: number)
        case .save(nil): view.showError(SaveText.needsARow(saving: true))
        case .unsave(nil): view.showError(SaveText.needsARow(saving: false))
        case .refresh:
            comeForward(navigation)
            load(.refresh, of: list.firstPageQuery, policy: .reload)
        case .tag(let tag):
            comeForward(navigation)
            load(.tag(tag), of: list.firstPageQuery(tag: tag))
        case .sort(let order):
            comeForward(navigation)
            load(.sort(order), of: list.firstPageQuery(sort: order))
        case .search(let words):
            comeForward(navigation)
            load(.search(words), of: list.firstPageQuery(search: words))
        }
        return true
    }

    /// Before a command of the list's own typed at any depth: it supersedes what loads, every screen above
    /// leaves, and the list appears now if it never has (beneath a question opened from its URL).
    private func comeForward(_ navigation: ScreenStack) {
        supersedeLoads(navigation)
        navigation.returnToList()
        navigation.showTopIfItNeverAppeared()
    }

    /// The newest command wins: the list's commands, `open N`, `back` and `saved` cancel every load in
    /// flight first, on every screen, as a click on a link does while a page loads; `more`, `user`, `save`
    /// and `unsave` act on what is shown and stop nothing.
    private func supersedeLoads(_ navigation: ScreenStack) {
        if loads.hasLoadInFlight { navigation.cancelLoads() }
    }
}
