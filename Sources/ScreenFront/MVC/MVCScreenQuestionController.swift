import Entities
import Interactors
import Presenters
import TerminalUI

/// MVC's question controller on the screen front: fetches one question and its answers, formats them for
/// its view, pushes its asker's page, pops itself, and keeps the scroll and the typed line (SPEC §8).
///
/// It repeats the line front's `MVCQuestionController`, sharing its models
/// and pure rules: a new view, a new controller.
@MainActor
public final class MVCScreenQuestionController: QuestionScreen, SavedQuestionsObserver, FrameScreen {
    private let service: any QuestionService
    /// The model object of the saves, shared by every controller; this one registers with it.
    private let saves: SavedQuestionsModel
    /// The question and its answers, once shown, for drawing again with the current mark.
    private var shown: QuestionWithAnswers?
    /// Whether the question is saved: kept current as the model tells of each change.
    private var isSaved = false
    private let fetchQuestionWithAnswers: FetchQuestionWithAnswers
    private let questionID: Int
    private let site: String
    private let formatters: ScreenFormatters
    private let pageSize: Int
    private let view: any MVCScreenQuestionView
    /// Weak: the stack keeps this controller, not the other way round.
    private weak var navigation: ScreenStack?
    /// Makes the views of the controllers this one pushes.
    private let views: any MVCScreenViewFactory
    private let loads: LoadTracker
    /// The question's load, while it runs.
    private let latestLoad: LatestLoad
    /// Who asked the question, once it is shown: where `user` leads.
    private var asker: User?
    /// The scroll, the controller's own; its view lays it out.
    private var viewport = TextViewport()

    /// The line being typed after `:` or `/`, the controller's own.
    public private(set) var commandLine: CommandLineText?

    /// A controller for question `questionID` of `site`, loading it through `loads`, drawing on `view`,
    /// pushing its asker's page (`pageSize` questions a page, its view and those of the controllers it
    /// pushes made by `views`) on `navigation`, and popping itself off it.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, questionID: Int, site: String,
        formatters: ScreenFormatters, pageSize: Int, loads: LoadTracker, view: any MVCScreenQuestionView,
        navigation: ScreenStack, views: any MVCScreenViewFactory
    ) {
        self.service = service
        self.saves = saves
        self.fetchQuestionWithAnswers = FetchQuestionWithAnswers(service: service)
        self.questionID = questionID
        self.site = site
        self.formatters = formatters
        self.pageSize = pageSize
        self.loads = loads
        self.latestLoad = LatestLoad(through: loads)
        self.view = view
        self.navigation = navigation
        self.views = views
        saves.addObserver(self)
    }

    /// Fetches the question and its answers, and shows them or what went wrong.
    ///
    /// The load holds this controller weakly, so that the controller is
    /// released when it is popped with the load in flight.
    public func viewDidLoad() {
        view.showLoading()
        latestLoad.start { [fetchQuestionWithAnswers, questionID, site] () async throws(ServiceError) in
            try await fetchQuestionWithAnswers(id: questionID, site: site)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let fetched):
                asker = fetched.question.owner
                shown = fetched
                isSaved = saves.isSaved(fetched.question.id)
                view.show(screen(of: fetched))
            case .failure(let error):
                view.showError(ErrorText.questionFailed(error, words: formatters.question.words))
            }
        }
    }

    /// Stops the load in flight, if any: the question is not shown, and the screen stays as it was.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// `user`: pushes a controller for the asker's page, or says why there is none.
    public func openUser() {
        switch AskerPage(asker: asker) {
        case .none(let reason):
            view.showError(reason)
        case .user(let id):
            guard let navigation else { return }
            navigation.push(
                MVCScreenUserController(
                    service: service, saves: saves, userID: id, site: site, formatters: formatters,
                    pageSize: pageSize, loads: loads, view: views.makeUserView(), navigation: navigation,
                    views: views))
        }
    }

    /// The screen above has closed: the view shows the question again, with its current mark, scrolled
    /// where it was; a question never shown (its load cancelled, or failed) loads again.
    public func redisplay() {
        if let shown {
            view.show(screen(of: shown))
        } else if !latestLoad.isRunning {
            viewDidLoad()
        }
    }

    /// `save`: tells the model to save the question shown, or says it is not shown yet.
    public func saveQuestion() {
        guard let shown else { return view.showError(SaveText.notShown) }
        view.showAnswer(to: saves.save(shown.question))
    }

    /// `unsave`: tells the model to remove the question shown from the saves.
    public func unsaveQuestion() {
        guard let shown else { return view.showError(SaveText.notShown) }
        view.showAnswer(to: saves.unsave(questionID: shown.question.id))
    }

    /// `saved`: pushes the saved screen's controller.
    public func openSaved() {
        guard let navigation else { return }
        navigation.push(
            MVCScreenSavedController(
                service: service, saves: saves, formatters: formatters, pageSize: pageSize, loads: loads,
                view: views.makeSavedView(), navigation: navigation, views: views))
    }

    /// The model says the saves changed: the mark follows, drawn again in place when it changed.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        guard let shown else { return }
        let id = shown.question.id
        let wasSaved = isSaved
        let marks: Set<Int> = isSaved ? [id] : []
        isSaved = marks.applying(change, among: [id], model: saves).contains(id)
        if isSaved != wasSaved { view.showInPlace(screen(of: shown)) }
    }

    /// Shows `text`, the refusal of a command typed here that the controller beneath took (`open N` for a
    /// row it does not have): the user is looking at this screen, and the one beneath is covered.
    public func showRefusal(_ text: String) {
        view.showError(text)
    }

    /// `back`: cancels the load in flight, then pops this controller off the stack.
    public func goBack() {
        cancelLoad()
        navigation?.pop()
    }

    private func screen(of fetched: QuestionWithAnswers) -> QuestionScreenDisplay {
        formatters.question.screen(for: fetched.question, answers: fetched.answers, isSaved: isSaved)
    }
}

// MARK: - The keys

extension MVCScreenQuestionController {
    /// A question gives the top line nothing of its own.
    public var heading: String? { nil }

    /// Asks the view to draw the question, scrolled where the controller keeps it.
    public func draw(in frame: inout Frame) {
        view.draw(viewport: &viewport, commandLine: commandLine, in: &frame)
    }

    /// Takes a key: a scroll, the typed line's, or s, which saves the question or unsaves it.
    public func respond(to event: ViewEvent) {
        view.clearMessage()
        guard !view.scroll(for: event, viewport: &viewport), !commandLine.take(event) else { return }
        if event == .toggleSave {
            if isSaved { unsaveQuestion() } else { saveQuestion() }
        }
    }
}

// MARK: - The responder chain

/// The question controller takes, on top, what a question implements, and Ctrl-C; it hands the rest to
/// the screen beneath, the one whose rows `open N` and `more` read.
extension MVCScreenQuestionController: Responder {
    /// Takes `back`, `user`, `saved`, and `save` and `unsave` (refusing a row number: a question has no
    /// rows), and Ctrl-C, where the user is looking, when it is on top; hands on every other event, and
    /// every event when it is not.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard isFirstResponder else { return false }
        view.clearMessage()
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
        case .save(_?): view.showError(SaveText.onAQuestion(saving: true))
        case .unsave(_?): view.showError(SaveText.onAQuestion(saving: false))
        case .list, .open, .more, .refresh, .tag, .sort, .search: return false
        }
        return true
    }

    /// Ctrl-C: every load stops and this screen says so; with nothing loading, it says how to leave.
    private func interrupt() {
        view.showNotice(
            Interruption.answer(
                hasLoadInFlight: loads.hasLoadInFlight, cancelEveryLoad: { navigation?.cancelLoads() },
                howToLeave: formatters.question.howToLeave))
    }

    /// The newest command wins: every load in flight, on every screen, is cancelled first.
    private func supersedeLoads() {
        if loads.hasLoadInFlight { navigation?.cancelLoads() }
    }
}
