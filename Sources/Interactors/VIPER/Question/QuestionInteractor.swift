import Entities

/// The question use case: fetch one question and its answers, in reading order.
@MainActor
public final class QuestionInteractor: QuestionInteractorInput {
    /// The presenter; weak, as the presenter owns this interactor.
    public weak var output: (any QuestionInteractorOutput)?

    private let fetchQuestionWithAnswers: FetchQuestionWithAnswers
    private let questionID: Int
    private let site: String

    /// An interactor for question `questionID` of `site`, fetched from `service`.
    public init(service: any QuestionService, questionID: Int, site: String) {
        self.fetchQuestionWithAnswers = FetchQuestionWithAnswers(service: service)
        self.questionID = questionID
        self.site = site
    }

    /// Fetches the question and its answers, and reports them or the failure to the presenter.
    public func loadQuestion() async {
        output?.didStartLoading()
        do {
            let fetched = try await fetchQuestionWithAnswers(id: questionID, site: site)
            output?.didLoad(Self.detail(of: fetched.question, answers: fetched.answers))
        } catch {
            output?.didFailToLoad(with: error)
        }
    }

    private static func detail(of question: Question, answers: [Answer]) -> QuestionDetail {
        QuestionDetail(
            id: question.id, title: question.title, link: question.link, score: question.score,
            viewCount: question.viewCount, tags: question.tags, ownerName: question.owner.displayName,
            creationDate: question.creationDate, closedReason: question.closedReason,
            body: question.body ?? "",
            answers: answers.map { answer in
                AnswerDetail(
                    id: answer.id, score: answer.score, isAccepted: answer.isAccepted,
                    ownerName: answer.owner.displayName, creationDate: answer.creationDate, body: answer.body)
            })
    }
}
