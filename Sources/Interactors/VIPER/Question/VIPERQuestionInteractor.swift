import Entities

/// The question use case: fetch one question and its answers, in reading order.
@MainActor
public final class VIPERQuestionInteractor: VIPERQuestionInteractorInput {
    /// The presenter; weak, as the presenter owns this interactor.
    public weak var output: (any VIPERQuestionInteractorOutput)?

    private let fetchQuestionWithAnswers: FetchQuestionWithAnswers
    private let questionID: Int
    private let site: String
    /// The question's load, while it runs.
    private let latestLoad: LatestLoad

    /// An interactor for question `questionID` of `site`, fetched from `service` in a load started
    /// through `loads`.
    public init(service: any QuestionService, questionID: Int, site: String, loads: LoadTracker) {
        self.latestLoad = LatestLoad(through: loads)
        self.fetchQuestionWithAnswers = FetchQuestionWithAnswers(service: service)
        self.questionID = questionID
        self.site = site
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
                output?.didLoad(Self.detail(of: fetched.question, answers: fetched.answers))
            case .failure(let error): output?.didFailToLoad(with: error)
            }
        }
    }

    /// Stops the load in flight, if any, and reports nothing of it: the module is closing.
    public func cancelLoad() {
        latestLoad.cancel()
    }

    private static func detail(of question: Question, answers: [Answer]) -> VIPERQuestionDetail {
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
            ownerID: question.owner.userID)
    }
}
