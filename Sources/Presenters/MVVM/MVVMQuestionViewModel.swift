import Entities
import Interactors

/// The question screen's state and the logic that fills it, for a view it does not know.
///
/// Going back, and to the asker's page, leave as intents to the `MVVMQuestionNavigation` given at `init`.
@MainActor
public final class MVVMQuestionViewModel: MVVMQuestionEventHandler, MVVMQuestionViewModelOutput,
    SavedQuestionsObserver
{
    /// Everything the question screen shows, as one value.
    public struct State: Hashable, Sendable {
        /// Whether the question is being fetched.
        public var isLoading = false
        /// The question with its answers, once it has arrived, its header marked when it is saved.
        public var screen: QuestionScreenDisplay?
        /// Changes when the question is to be drawn: it arrived, or the screen above it closed. A new
        /// marker alone changes `screen`, not this, since a terminal cannot redraw what scrolled away; the
        /// next draw shows it.
        public var screenVersion = 0
        /// The latest one-line notice, such as a save's answer.
        public var notice: ScreenMessage?
        /// Why the question could not be shown, with what to do next.
        public var error: ScreenMessage?

        /// The state before anything was fetched.
        public init() {}
    }

    /// The state now; every change is also sent to the bound observers.
    public private(set) var state = State() {
        didSet { observers.publish(state) }
    }

    /// The saves, which this view model observes to derive the header's marker.
    private let saves: SavedQuestionsModel
    /// The question and its answers, once shown, for the header's marker to be derived again.
    private var shown: QuestionWithAnswers?
    /// Whether the question is saved.
    private var isSaved = false
    private let fetchQuestionWithAnswers: FetchQuestionWithAnswers
    private let questionID: Int
    private let site: String
    private let formatter: QuestionScreenFormatter
    private let navigation: any MVVMQuestionNavigation
    private let observers = MVVMStateObservers<State>()
    private var messageCount = 0
    /// The question's load, while it runs.
    private let latestLoad: LatestLoad
    /// Every load the app has in flight, on any screen: the newest command stops them.
    private let loads: LoadTracker
    /// Who asked the question, once it is shown: where `user` leads. Not state: nothing on screen shows it.
    private var asker: User?

    /// A view model for question `questionID` of `site`, fetched from `service` in a load started
    /// through `loads`; `back` goes to `navigation`.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, questionID: Int, site: String,
        loads: LoadTracker, formatter: QuestionScreenFormatter, navigation: any MVVMQuestionNavigation
    ) {
        self.saves = saves
        self.latestLoad = LatestLoad(through: loads)
        self.loads = loads
        self.fetchQuestionWithAnswers = FetchQuestionWithAnswers(service: service)
        self.questionID = questionID
        self.site = site
        self.formatter = formatter
        self.navigation = navigation
        saves.addObserver(self)
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
                shown = fetched
                isSaved = saves.isSaved(fetched.question.id)
                next.screen = formatter.screen(
                    for: fetched.question, answers: fetched.answers, isSaved: isSaved)
                next.screenVersion = state.screenVersion + 1
            case .failure(let error):
                messageCount += 1
                next.error = ScreenMessage(
                    text: ErrorText.questionFailed(error, words: formatter.words), number: messageCount)
            }
            state = next
        }
    }

    /// The whole screen again (the screen above it closed): the question shown is formatted anew, so its
    /// ages are counted from now, as every drawing's are; a question never shown (its load cancelled, or
    /// failed) loads again.
    public func redisplay() {
        guard let shown else {
            if !state.isLoading { loadQuestion() }
            return
        }
        var next = state
        next.screen = formatter.screen(for: shown.question, answers: shown.answers, isSaved: isSaved)
        next.screenVersion += 1
        state = next
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

    /// `save`: saves the question shown; the answer becomes the state's notice, or the error says it is not
    /// shown yet.
    public func saveQuestion() {
        guard let shown else { return fail(SaveText.notShown) }
        answer(saves.save(shown.question))
    }

    /// `unsave`: removes the question shown from the saves; the answer becomes the state's notice.
    public func unsaveQuestion() {
        guard let shown else { return fail(SaveText.notShown) }
        answer(saves.unsave(questionID: shown.question.id))
    }

    /// The screen front's s: saves the question shown, or unsaves it if it is saved.
    public func toggleSave() {
        if isSaved { unsaveQuestion() } else { saveQuestion() }
    }

    /// Ctrl-C with this screen on top: every load stops and the state says so; with nothing loading, it
    /// says how to leave, where the user is looking.
    public func interrupt() {
        let text = Interruption.answer(
            hasLoadInFlight: loads.hasLoadInFlight, cancelEveryLoad: navigation.cancelEveryLoad,
            howToLeave: formatter.howToLeave)
        messageCount += 1
        state.notice = ScreenMessage(text: text, number: messageCount)
    }

    /// `saved`: the newest command wins, so every load stops; then asks navigation for the saved screen.
    public func openSaved() {
        supersedeLoads()
        navigation.openSaved(site: site)
    }

    /// `save N`: a question has no rows; the error says to type `save` alone.
    public func saveQuestion(atRow number: Int) {
        fail(SaveText.onAQuestion(saving: true))
    }

    /// `unsave N`: a question has no rows; the error says to type `unsave` alone.
    public func unsaveQuestion(atRow number: Int) {
        fail(SaveText.onAQuestion(saving: false))
    }

    /// `back`: every load stops, the question closes, and the screen beneath shows again.
    public func back() {
        supersedeLoads()
        goBack()
        navigation.showUncoveredScreen()
    }

    /// The newest command wins: every load in flight, on every screen, stops first.
    private func supersedeLoads() {
        if loads.hasLoadInFlight { navigation.cancelEveryLoad() }
    }

    /// The saves changed: the header's marker is derived again, in the state, for the next draw; the view
    /// draws nothing for it (the screen's version is unchanged).
    public func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        guard let shown else { return }
        let id = shown.question.id
        let marks: Set<Int> = isSaved ? [id] : []
        let next = marks.applying(change, among: [id], model: saves).contains(id)
        guard next != isSaved else { return }
        isSaved = next
        state.screen = formatter.screen(for: shown.question, answers: shown.answers, isSaved: isSaved)
    }

    private func answer(_ outcome: SaveOutcome) {
        messageCount += 1
        let message = ScreenMessage(text: SaveText.answer(to: outcome), number: messageCount)
        if SaveText.isError(outcome) { state.error = message } else { state.notice = message }
    }

    /// The screen beneath refused a command typed here: its line becomes this screen's error.
    public func commandRefused(_ text: String) {
        fail(text)
    }

    private func fail(_ text: String) {
        messageCount += 1
        state.error = ScreenMessage(text: text, number: messageCount)
    }

    /// Leaves: cancels the load in flight, then asks navigation to close the question.
    public func goBack() {
        cancelLoad()
        navigation.closeQuestion()
    }
}
