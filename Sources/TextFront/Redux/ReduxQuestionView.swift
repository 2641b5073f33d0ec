import Presenters
import TerminalUI

/// The store's question view: draws its screen's part of the state, and sends `back` and `user` as actions.
@MainActor
public final class ReduxQuestionView: QuestionScreen {
    private let store: ReduxQuestionsStore
    private let screen: Int
    private let display: any QuestionDisplaying
    /// Formats what the state holds, as it is drawn: ages are counted from the moment of drawing.
    private let formatter: QuestionScreenFormatter

    /// A view drawing the question of screen `screen` of `store`'s path through `display`, for as long as
    /// it lives.
    public init(
        store: ReduxQuestionsStore, screen: Int, display: any QuestionDisplaying,
        formatter: QuestionScreenFormatter
    ) {
        self.formatter = formatter
        self.store = store
        self.screen = screen
        self.display = display
        store.subscribe(self) { view, state in view.render(state) }
    }

    /// Draws what the state queued for this screen, oldest first, then tells the store it was drawn; a
    /// screen closed, or with nothing queued, draws nothing.
    private func render(_ state: ReduxQuestionsState) {
        guard let question = state[question: screen], !question.outbox.isEmpty else { return }
        for output in question.outbox {
            switch output {
            case .loading: display.showLoading()
            case .whole:
                guard let loaded = question.loaded else { break }
                display.show(
                    formatter.screen(
                        for: loaded.question, answers: loaded.answers,
                        isSaved: state.saved.contains(question.id)))
            case .appended, .refreshed: break
            case .notice(let text): display.showNotice(text)
            case .howToLeave: display.showNotice(ListText.howToLeave)
            case .error(let text): display.showError(text)
            case .failed(let failure): display.showError(failure.text(in: formatter.words))
            }
        }
        store.send(.shown(.path(screen), count: question.outbox.count))
    }

    /// Sends that the question appeared.
    public func viewDidLoad() { store.send(.questionAppeared(screen: screen)) }
    /// `back`: sends the command; the question closes because its state is gone.
    public func goBack() { store.send(.goBack) }
    /// `user`: sends the command; the reducer decides.
    public func openUser() { store.send(.openUser(screen: screen)) }
    /// The screen above closed: an action; the question is formatted again from state, marker included.
    public func redisplay() { store.send(.redisplayQuestion(screen: screen)) }
    /// A newer command, or Ctrl-C: sends that the question's load must stop.
    public func cancelLoad() { store.send(.cancelQuestionLoad(screen: screen)) }
    /// `save`: an action.
    public func saveQuestion() { store.send(.save(.question(screen: screen), saving: true)) }
    /// `unsave`: an action.
    public func unsaveQuestion() { store.send(.save(.question(screen: screen), saving: false)) }
    /// `saved`: an action.
    public func openSaved() { store.send(.openSaved(above: screen)) }
}

extension ReduxQuestionView: Responder {
    /// On top, sends the event to the store, undecided, and takes it (`respondAsStoreView`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        respondAsStoreView(store, to: event, isFirstResponder: isFirstResponder)
    }
}
