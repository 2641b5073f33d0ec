import Entities
import Interactors
import Presenters

/// MVC's question controller: fetches one question and its answers, formats them for the view, and pops itself.
@MainActor
public final class MVCQuestionController: QuestionScreen {
    private let fetchQuestionWithAnswers: FetchQuestionWithAnswers
    private let questionID: Int
    private let site: String
    private let formatter: QuestionScreenFormatter
    private let view: any QuestionDisplaying
    /// Weak: the stack keeps this controller, not the other way round.
    private weak var navigation: (any ScreenNavigation)?
    private let loads: LoadTracker
    /// The question's load, while it runs.
    private var loadTask: Task<Void, Never>?

    /// A controller for question `questionID` of `site`, loading it through `loads`, drawing on `view` and
    /// popping itself off `navigation`.
    public init(
        service: any QuestionService, questionID: Int, site: String, formatter: QuestionScreenFormatter,
        loads: LoadTracker, view: any QuestionDisplaying, navigation: any ScreenNavigation
    ) {
        self.fetchQuestionWithAnswers = FetchQuestionWithAnswers(service: service)
        self.questionID = questionID
        self.site = site
        self.formatter = formatter
        self.loads = loads
        self.view = view
        self.navigation = navigation
    }

    /// Fetches the question and its answers, and shows them or what went wrong.
    ///
    /// The load runs in a task this controller holds, weakly, so that the
    /// controller is released when it is popped with the load in flight.
    public func viewDidLoad() {
        view.showLoading()
        loadTask = loads.start { [weak self, fetchQuestionWithAnswers, questionID, site] in
            let result = await Result(fetching: { () async throws(ServiceError) -> QuestionWithAnswers in
                try await fetchQuestionWithAnswers(id: questionID, site: site)
            })
            guard let self, !Task.isCancelled else { return }
            loadTask = nil
            switch result {
            case .success(let fetched):
                view.show(formatter.screen(for: fetched.question, answers: fetched.answers))
            case .failure(let error):
                view.showError(ErrorText.questionFailed(error))
            }
        }
    }

    /// Stops the load in flight, if any: the question is not shown, and the screen stays as it was.
    public func cancelLoad() {
        loadTask?.cancel()
        loadTask = nil
    }

    /// `back`: cancels the load in flight, then pops this controller off the stack.
    public func goBack() {
        cancelLoad()
        navigation?.pop()
    }
}
