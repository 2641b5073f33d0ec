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

    /// A controller for question `questionID` of `site`, drawing on `view` and popping itself off `navigation`.
    public init(
        service: any QuestionService, questionID: Int, site: String, formatter: QuestionScreenFormatter,
        view: any QuestionDisplaying, navigation: any ScreenNavigation
    ) {
        self.fetchQuestionWithAnswers = FetchQuestionWithAnswers(service: service)
        self.questionID = questionID
        self.site = site
        self.formatter = formatter
        self.view = view
        self.navigation = navigation
    }

    /// Fetches the question and its answers, and shows them or what went wrong.
    public func viewDidLoad() async {
        view.showLoading()
        do {
            let fetched = try await fetchQuestionWithAnswers(id: questionID, site: site)
            view.show(formatter.screen(for: fetched.question, answers: fetched.answers))
        } catch {
            view.showError(ErrorText.questionFailed(error))
        }
    }

    /// `back`: pops this controller off the stack.
    public func goBack() {
        navigation?.pop()
    }
}
