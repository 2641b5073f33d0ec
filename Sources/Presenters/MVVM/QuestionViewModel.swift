import Entities
import Interactors

/// The question screen's state and the logic that fills it, for a view it does not know.
///
/// Going back leaves as an intent to the `QuestionNavigation` given at `init`.
@MainActor
public final class QuestionViewModel: QuestionViewModelInput, QuestionViewModelOutput {
    /// Everything the question screen shows, as one value.
    public struct State: Hashable, Sendable {
        /// Whether the question is being fetched.
        public var isLoading = false
        /// The question with its answers, once it has arrived.
        public var screen: QuestionScreenDisplay?
        /// Why the question could not be shown, with what to do next.
        public var error: ScreenMessage?

        /// The state before anything was fetched.
        public init() {}
    }

    /// The state now; every change is also sent to the bound observers.
    public private(set) var state = State() {
        didSet { observers.publish(state) }
    }

    private let fetchQuestionWithAnswers: FetchQuestionWithAnswers
    private let questionID: Int
    private let site: String
    private let formatter: QuestionScreenFormatter
    private let navigation: any QuestionNavigation
    private let observers = StateObservers<State>()
    private var messageCount = 0

    /// A view model for question `questionID` of `site`, fetched from `service`; `back` goes to `navigation`.
    public init(
        service: any QuestionService, questionID: Int, site: String, formatter: QuestionScreenFormatter,
        navigation: any QuestionNavigation
    ) {
        self.fetchQuestionWithAnswers = FetchQuestionWithAnswers(service: service)
        self.questionID = questionID
        self.site = site
        self.formatter = formatter
        self.navigation = navigation
    }

    /// Binds an observer: it gets the current state now, then every change.
    public func bind(_ observer: @escaping @MainActor (State) -> Void) {
        observers.add(observer, current: state)
    }

    // MARK: Inputs

    /// Fetches the question and its answers (the view appeared).
    public func loadQuestion() async {
        state.isLoading = true
        // One assignment of a whole new state: observers see loading end and the result together.
        var next = State()
        do {
            let fetched = try await fetchQuestionWithAnswers(id: questionID, site: site)
            next.screen = formatter.screen(for: fetched.question, answers: fetched.answers)
        } catch {
            messageCount += 1
            next.error = ScreenMessage(text: ErrorText.questionFailed(error), number: messageCount)
        }
        state = next
    }

    /// `back`: asks navigation to close the question.
    public func goBack() {
        navigation.closeQuestion()
    }
}
