import Entities
import Interactors
import Presenters
import TerminalUI

/// MVC's list controller: owns the list's state, fetches it, formats it for the view, pushes questions, and
/// decides what each command that reaches it means, as the last responder of the chain.
///
/// Apple-style MVC puts all of that in one type beside the view. It is the
/// shape that grows into a Massive View Controller; the formatting is kept
/// in the shared formatters so that this file shows only the controller's
/// own job.
@MainActor
public final class MVCQuestionListController: ListScreen,
    SavedQuestionsObserver
{
    private let service: any QuestionService
    /// The model object of the saves, shared by every controller; this one registers with it.
    private let saves: SavedQuestionsModel
    /// Which of the loaded rows are saved: kept current as the model tells of each change.
    private var marks: Set<Int> = []
    private let formatters: ScreenFormatters
    private let loads: LoadTracker
    private let view: any QuestionListDisplaying
    /// Weak: the stack keeps this controller, not the other way round.
    private weak var navigation: ScreenStack?
    /// Makes the views of the controllers this one pushes.
    private let views: any MVCViewFactory
    private var list: QuestionList
    /// The load in flight, if any. One at a time: a new one cancels it.
    private let latestLoad: LatestLoad

    /// A controller for `query`, drawing on `view` and starting its loads through `loads`; it pushes
    /// question controllers on `navigation`, their views and those of the controllers they push made by
    /// `views`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, query: QuestionQuery,
        formatters: ScreenFormatters, loads: LoadTracker,
        view: any QuestionListDisplaying, navigation: ScreenStack, views: any MVCViewFactory
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

    /// `list`: shows every loaded row again.
    public func redisplayList() {
        view.show(formatters.list.display(of: list, saved: marks))
    }

    /// `open N`: pushes a controller for the question on row `number`, or says there is no such row.
    public func openQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            view.showError(ListText.noSuchRow(number))
            return
        }
        showQuestion(id: question.id)
    }

    /// Pushes a controller for question `id` of the list's site; it loads when it appears. `open N` uses
    /// it, and so does the composition root for a link to a question, before the list has loaded.
    public func showQuestion(id: Int) {
        guard let navigation else { return }
        let controller = MVCQuestionController(
            service: service, saves: saves, questionID: id, site: list.query.site, formatters: formatters,
            pageSize: list.query.pageSize, loads: loads, view: views.makeQuestionView(),
            navigation: navigation,
            views: views)
        navigation.push(controller)
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

    /// `refresh`: fetches page 1 again, shows it with what is new or updated marked, and sums up the changes.
    public func refresh() {
        load(.refresh, of: list.firstPageQuery, policy: .reload)
    }

    /// `tag NAME` or `tag`: fetches page 1 for a tag, or for every tag when `nil`.
    public func filter(byTag tag: String?) {
        load(.tag(tag), of: list.firstPageQuery(tag: tag))
    }

    /// `sort ORDER`: fetches page 1 in another order.
    public func sort(by sort: QuestionSort) {
        load(.sort(sort), of: list.firstPageQuery(sort: sort))
    }

    /// `search WORDS` or `search`: fetches page 1 of the questions containing every word, with the same
    /// tag and order, or of every question when `nil`.
    public func search(for words: String?) {
        load(.search(words), of: list.firstPageQuery(search: words))
    }

    /// Stops the load in flight, if any: nothing it fetched will be shown, and the list stays as it was.
    public func cancelLoad() {
        latestLoad.cancel()
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
            MVCSavedController(
                service: service, saves: saves, formatters: formatters, pageSize: list.query.pageSize,
                loads: loads, view: views.makeSavedView(), navigation: navigation, views: views))
    }

    /// The model says the saves changed: the marks follow, for the next time the list is drawn.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        marks = marks.applying(change, among: list.questions.map(\.id), model: saves)
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
    /// first page, which only now becomes the list; or what went wrong, keeping the list as it was.
    private func show(
        _ result: Result<QuestionPage, ServiceError>, of fetch: ListFetch, for query: QuestionQuery,
        previous: [Question]
    ) {
        switch (result, fetch) {
        case (.failure(let error), _):
            view.showError(ErrorText.listFailed(error, retrying: fetch))
        case (.success(let page), .nextPage):
            let added = list.appendNextPage(page)
            marks.formUnion(saves.marks(among: added.map(\.id)))
            let (rows, footer) = formatters.list.appended(added, to: list, saved: marks)
            view.showMore(rows, footer: footer)
        case (.success(let page), .refresh):
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            let (display, summary) = formatters.list.refreshed(list, previous: previous, saved: marks)
            view.show(display)
            view.showNotice(summary)
        case (.success(let page), _):
            list.replace(with: page, for: query)
            marks = saves.marks(among: list.questions.map(\.id))
            view.show(formatters.list.display(of: list, saved: marks))
        }
    }
}

/// The list controller is the last stop of the responder chain, as a navigation controller's root is: it
/// takes every event that reaches it, and decides what each means.
extension MVCQuestionListController: Responder {
    /// Takes `event`: Ctrl-C; `back`, `user` and `save` without a row with the line that says why not;
    /// the list's own commands; `open N` and `more` asked beneath the question on top; and `list`,
    /// `refresh`, `tag`, `sort` and `search` from any depth, which return to the list first.
    ///
    /// The newest command wins: each command that supersedes the loads in flight cancels them first
    /// (`supersedeLoads(_:)`), on every screen, as a click on a link does while a page loads.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard let navigation else { return true }
        guard case .command(let command) = event else {
            interrupt(navigation)
            return true
        }
        // `open N` beneath a question opened from its URL: the list has no rows until it is shown, so say
        // so, and leave the question (and its load) alone.
        if case .open(let number) = command, !navigation.listHasAppeared {
            view.showError(ListText.notShownYet(number))
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
        case .user: view.showError(UserText.notOnAQuestion)
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

    /// Ctrl-C: cancels every load in flight and says so; with nothing loading, says how to leave instead.
    private func interrupt(_ navigation: ScreenStack) {
        guard loads.hasLoadInFlight else {
            view.showNotice(ListText.howToLeave)
            return
        }
        navigation.cancelLoads()
        view.showNotice(ListText.loadCancelled)
    }
}
