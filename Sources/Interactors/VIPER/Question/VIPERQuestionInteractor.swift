import Entities

/// The question use case: fetch one question and its answers, in reading order.
@MainActor
public final class VIPERQuestionInteractor: VIPERQuestionInteractorInput, SavedQuestionsObserver {
    /// The presenter; weak, as the presenter owns this interactor.
    public weak var output: (any VIPERQuestionInteractorOutput)?

    /// The saves' data manager, which this interactor owns a share of and observes.
    private let saves: SavedQuestionsModel
    /// The question and its answers, once loaded.
    private var loaded: QuestionWithAnswers?
    /// Whether the question is saved.
    private var isSaved = false
    private let fetchQuestionWithAnswers: FetchQuestionWithAnswers
    private let questionID: Int
    private let site: String
    /// The question's load, while it runs.
    private let latestLoad: LatestLoad

    /// An interactor for question `questionID` of `site`, fetched from `service` in a load started
    /// through `loads`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, questionID: Int, site: String,
        loads: LoadTracker
    ) {
        self.saves = saves
        self.latestLoad = LatestLoad(through: loads)
        self.fetchQuestionWithAnswers = FetchQuestionWithAnswers(service: service)
        self.questionID = questionID
        self.site = site
        saves.addObserver(self)
    }

    /// Fetches the question and its answers, and reports them or the failure to the presenter.
    ///
    /// The load holds this interactor weakly, so that the module is released when it closes with the
    /// load in flight.
    public func loadQuestion() {
        output?.didStartLoading()
        latestLoad.start { [fetchQuestionWithAnswers, questionID, site] () async throws(ServiceError) in
            try await fetchQuestionWithAnswers(id: questionID, site: site)
        } then: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let fetched):
                loaded = fetched
                isSaved = saves.isSaved(fetched.question.id)
                output?.didLoad(Self.detail(of: fetched.question, answers: fetched.answers, isSaved: isSaved))
            case .failure(let error): output?.didFailToLoad(with: error)
            }
        }
    }

    /// Stops the load in flight, if any, and reports nothing of it: the module is closing.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    /// Reports the question as it stands, its mark included, once it has been loaded.
    ///
    /// A question never loaded (its load was cancelled by `saved` typed above it, or failed) loads again.
    public func reportCurrentQuestion() {
        guard let loaded else {
            if !latestLoad.isRunning { loadQuestion() }
            return
        }
        output?.didLoad(Self.detail(of: loaded.question, answers: loaded.answers, isSaved: isSaved))
    }

    /// Saves the question, once loaded, and reports what happened; `false` while it is not loaded.
    public func saveQuestion() -> Bool {
        guard let loaded else { return false }
        output?.didAnswerSave(saves.save(loaded.question))
        return true
    }

    /// Removes the question from the saves, once loaded, and reports what happened; `false` while it is not
    /// loaded.
    public func unsaveQuestion() -> Bool {
        guard let loaded else { return false }
        output?.didAnswerSave(saves.unsave(questionID: loaded.question.id))
        return true
    }

    /// The saves changed: the mark follows, for the next report.
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        guard let loaded else { return }
        let id = loaded.question.id
        let wasSaved = isSaved
        let marks: Set<Int> = isSaved ? [id] : []
        isSaved = marks.applying(change, among: [id], model: saves).contains(id)
        guard isSaved != wasSaved else { return }
        output?.didChangeMark(Self.detail(of: loaded.question, answers: loaded.answers, isSaved: isSaved))
    }

    private static func detail(of question: Question, answers: [Answer], isSaved: Bool) -> VIPERQuestionDetail
    {
        VIPERQuestionDetail(
            id: question.id, title: question.title, link: question.link, score: question.score,
            viewCount: question.viewCount, tags: question.tags, ownerName: question.owner.displayName,
            creationDate: question.creationDate, closedReason: question.closedReason,
            body: question.body ?? "",
            answers: answers.map { answer in
                VIPERAnswerDetail(
                    id: answer.id, score: answer.score, isAccepted: answer.isAccepted,
                    ownerName: answer.owner.displayName, creationDate: answer.creationDate, body: answer.body)
            },
            ownerID: question.owner.userID, isSaved: isSaved)
    }
}
