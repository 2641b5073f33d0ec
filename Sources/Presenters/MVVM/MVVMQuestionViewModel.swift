import Entities
import Interactors

/// The question screen's state and the logic that fills it, for a view it does not know.
///
/// Going back, and to the asker's page, leave as intents to the `MVVMQuestionNavigation` given at `init`.
@MainActor
public final class MVVMQuestionViewModel: MVVMQuestionEventHandler, MVVMQuestionViewModelOutput {
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
    private let navigation: any MVVMQuestionNavigation
    private let observers = MVVMStateObservers<State>()
    private var messageCount = 0
    /// The question's load, while it runs.
    private let latestLoad: LatestLoad
    /// Who asked the question, once it is shown: where `user` leads. Not state: nothing on screen shows it.
    private var asker: User?

    /// A view model for question `questionID` of `site`, fetched from `service` in a load started
    /// through `loads`; `back` goes to `navigation`.
    public init(
        service: any QuestionService, questionID: Int, site: String, loads: LoadTracker,
        formatter: QuestionScreenFormatter, navigation: any MVVMQuestionNavigation
    ) {
        self.latestLoad = LatestLoad(through: loads)
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

    /// Fetches the question and its answers (the view appeared), in a load that holds this view model
    /// weakly, so that it is released when its screen closes with the load in flight.
    public func loadQuestion() {
        state.isLoading = true
        latestLoad.start { [fetchQuestionWithAnswers, questionID, site] () async throws(ServiceError) in
            try await fetchQuestionWithAnswers(id: questionID, site: site)
        } then: { [weak self] result in
            guard let self else { return }
            // One assignment of a whole new state: observers see loading end and the result together.
            var next = State()
            switch result {
            case .success(let fetched):
                asker = fetched.question.owner
                next.screen = formatter.screen(for: fetched.question, answers: fetched.answers)
            case .failure(let error):
                messageCount += 1
                next.error = ScreenMessage(text: ErrorText.questionFailed(error), number: messageCount)
            }
            state = next
        }
    }

    /// Stops the load in flight, if any: the question is not shown, and loading ends.
    public func cancelLoad() {
        guard latestLoad.cancel() else { return }
        state.isLoading = false
    }

    /// `user`: asks navigation for the asker's page, or says why there is none.
    public func openUser() {
        switch AskerPage(asker: asker) {
        case .user(let id):
            navigation.openUser(id: id, site: site)
        case .none(let reason):
            messageCount += 1
            state.error = ScreenMessage(text: reason, number: messageCount)
        }
    }

    /// `back`: cancels the load in flight, then asks navigation to close the question.
    public func goBack() {
        cancelLoad()
        navigation.closeQuestion()
    }
}
