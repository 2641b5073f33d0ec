import Entities
import Interactors
import Presenters
import TerminalUI

/// MVC's question controller: fetches one question and its answers, formats them for the view, pushes its
/// asker's page, and pops itself.
@MainActor
public final class MVCQuestionController: QuestionScreen, SavedQuestionsObserver {
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
    private let view: any QuestionDisplaying
    /// Weak: the stack keeps this controller, not the other way round.
    private weak var navigation: ScreenStack?
    /// Makes the views of the controllers this one pushes.
    private let views: any MVCViewFactory
    private let loads: LoadTracker
    /// The question's load, while it runs.
    private let latestLoad: LatestLoad
    /// Who asked the question, once it is shown: where `user` leads.
    private var asker: User?

    /// A controller for question `questionID` of `site`, loading it through `loads`, drawing on `view`,
    /// pushing its asker's page (`pageSize` questions a page, its view and those of the controllers it
    /// pushes made by `views`) on `navigation`, and popping itself off it.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, questionID: Int, site: String,
        formatters: ScreenFormatters,
        pageSize: Int,
        loads: LoadTracker, view: any QuestionDisplaying, navigation: ScreenStack,
        views: any MVCViewFactory
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
                draw(fetched)
            case .failure(let error):
                view.showError(ErrorText.questionFailed(error))
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
            let controller = MVCUserController(
                service: service, saves: saves, userID: id, site: site, formatters: formatters,
                pageSize: pageSize,
                loads: loads, view: views.makeUserView(), navigation: navigation,
                views: views)
            navigation.push(controller)
        }
    }

    /// The screen above has closed: the view draws the question again, with its current mark.
    ///
    /// A question never shown (its load was cancelled by `saved` typed above it, or failed) loads again.
    public func redisplay() {
        if let shown {
            draw(shown)
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
            MVCSavedController(
                service: service, saves: saves, formatters: formatters, pageSize: pageSize, loads: loads,
                view: views.makeSavedView(), navigation: navigation, views: views))
    }

    /// The model says the saves changed: the mark follows, for the next time the question is drawn.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        guard let id = shown?.question.id else { return }
        let marks: Set<Int> = isSaved ? [id] : []
        isSaved = marks.applying(change, among: [id], model: saves).contains(id)
    }

    private func draw(_ fetched: QuestionWithAnswers) {
        view.show(
            formatters.question.screen(for: fetched.question, answers: fetched.answers, isSaved: isSaved))
    }

    /// `back`: cancels the load in flight, then pops this controller off the stack.
    public func goBack() {
        cancelLoad()
        navigation?.pop()
    }
}

/// The question controller takes, on top, what a question implements; it hands the rest to the screen
/// beneath, the one whose rows `open N` and `more` read.
extension MVCQuestionController: Responder {
    /// Takes `back`, `user`, `saved`, and `save` and `unsave` (refusing a row number: a question has no
    /// rows), when it is on top; hands on every other event, and every event when it is not.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard isFirstResponder, case .command(let command) = event else { return false }
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

    /// The newest command wins: every load in flight, on every screen, is cancelled first.
    private func supersedeLoads() {
        if loads.hasLoadInFlight { navigation?.cancelLoads() }
    }
}
