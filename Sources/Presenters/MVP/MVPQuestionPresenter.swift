import Entities
import Interactors

/// MVP's question presenter: fetches one question with its answers, formats them for a passive view,
/// and asks the navigator for the asker's page on `user` and to close the question on `back`.
@MainActor
public final class MVPQuestionPresenter: MVPQuestionEventHandler, SavedQuestionsObserver {
    /// The saves, which this presenter observes.
    private let saves: SavedQuestionsModel
    /// The question and its answers, once shown, for showing again with the current mark.
    private var shown: QuestionWithAnswers?
    /// Whether the question is saved: kept current as the saves tell of each change.
    private var isSaved = false
    private let fetchQuestionWithAnswers: FetchQuestionWithAnswers
    private let questionID: Int
    private let site: String
    private let formatter: QuestionScreenFormatter
    private let navigator: any MVPNavigation
    /// Weak: the view holds its presenter, not the other way round.
    private weak var view: (any MVPQuestionViewInterface)?
    /// The question's load, while it runs.
    private let latestLoad: LatestLoad
    /// Every load the app has in flight, on any screen: the newest command stops them.
    private let loads: LoadTracker
    /// Who asked the question, once it is shown: where `user` leads.
    private var asker: User?

    /// A presenter for question `questionID` of `site`, fetched from `service` in a load started through
    /// `loads`; `back` goes to `navigator`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, questionID: Int, site: String,
        formatter: QuestionScreenFormatter, loads: LoadTracker, navigator: any MVPNavigation
    ) {
        self.saves = saves
        self.fetchQuestionWithAnswers = FetchQuestionWithAnswers(service: service)
        self.questionID = questionID
        self.site = site
        self.formatter = formatter
        self.loads = loads
        self.latestLoad = LatestLoad(through: loads)
        self.navigator = navigator
        saves.addObserver(self)
    }

    /// Gives the presenter its view, held weakly.
    public func attach(_ view: any MVPQuestionViewInterface) {
        self.view = view
    }

    /// Fetches the question and its answers, and shows them or what went wrong.
    ///
    /// The load holds this presenter weakly, so that the
    /// presenter is released when its view closes with the load in flight.
    public func viewDidLoad() {
        view?.showLoading()
        latestLoad.start { [fetchQuestionWithAnswers, questionID, site] () async throws(ServiceError) in
            try await fetchQuestionWithAnswers(id: questionID, site: site)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let fetched):
                asker = fetched.question.owner
                shown = fetched
                isSaved = saves.isSaved(fetched.question.id)
                show(fetched)
            case .failure(let error):
                view?.showError(ErrorText.questionFailed(error, words: formatter.words))
            }
        }
    }

    /// Stops the load in flight, if any: the question is not shown, and the screen stays as it was.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// `user`: asks the navigator for the asker's page, or tells the view why there is none.
    public func openUser() {
        switch AskerPage(asker: asker) {
        case .none(let reason): view?.showError(reason)
        case .user(let id): navigator.showUser(id: id, site: site)
        }
    }

    /// Shows the question again with its current mark, when it has been shown.
    ///
    /// A question never shown (its load was cancelled by `saved` typed above it, or failed) loads again.
    public func redisplay() {
        if let shown {
            show(shown)
        } else if !latestLoad.isRunning {
            viewDidLoad()
        }
    }

    /// `save`: saves the question shown and tells the view the answer, or that it is not shown yet.
    public func saveQuestion() {
        guard let shown else {
            view?.showError(SaveText.notShown)
            return
        }
        view?.showAnswer(to: saves.save(shown.question))
    }

    /// `unsave`: removes the question shown from the saves and tells the view the answer.
    public func unsaveQuestion() {
        guard let shown else {
            view?.showError(SaveText.notShown)
            return
        }
        view?.showAnswer(to: saves.unsave(questionID: shown.question.id))
    }

    /// The screen front's s: saves the question shown, or unsaves it if it is saved.
    public func toggleSave() {
        if isSaved { unsaveQuestion() } else { saveQuestion() }
    }

    /// Ctrl-C with this screen on top: every load stops and this screen says so; with nothing loading, it
    /// says how to leave, where the user is looking.
    public func interrupt() {
        view?.showNotice(
            Interruption.answer(
                hasLoadInFlight: loads.hasLoadInFlight, cancelEveryLoad: navigator.cancelEveryLoad,
                howToLeave: formatter.howToLeave))
    }

    /// `saved`: the newest command wins, so every load stops; then asks the navigator for the saved screen.
    public func openSaved() {
        supersedeLoads()
        navigator.showSaved(site: site)
    }

    /// `save N`: a question has no rows; says to type `save` alone.
    public func saveQuestion(atRow number: Int) {
        view?.showError(SaveText.onAQuestion(saving: true))
    }

    /// `unsave N`: a question has no rows; says to type `unsave` alone.
    public func unsaveQuestion(atRow number: Int) {
        view?.showError(SaveText.onAQuestion(saving: false))
    }

    /// `back`: every load stops, the question closes, and the screen beneath shows again.
    public func back() {
        supersedeLoads()
        goBack()
        navigator.showUncoveredScreen()
    }

    /// The newest command wins: every load in flight, on every screen, stops first.
    private func supersedeLoads() {
        if loads.hasLoadInFlight { navigator.cancelEveryLoad() }
    }

    /// The saves changed: the mark follows, for the next time the view is shown, and the question is shown
    /// again in place when its mark changed (which only the screen front draws).
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        guard let shown else { return }
        let id = shown.question.id
        let wasSaved = isSaved
        let marks: Set<Int> = isSaved ? [id] : []
        isSaved = marks.applying(change, among: [id], model: saves).contains(id)
        guard isSaved != wasSaved else { return }
        view?.showInPlace(formatter.screen(for: shown.question, answers: shown.answers, isSaved: isSaved))
    }

    private func show(_ fetched: QuestionWithAnswers) {
        view?.show(formatter.screen(for: fetched.question, answers: fetched.answers, isSaved: isSaved))
    }

    /// Leaves: cancels the load in flight, then asks the navigator to close the question.
    public func goBack() {
        cancelLoad()
        navigator.closeQuestion()
    }
}
