import Presenters
import TerminalUI

/// The store's question view: draws its screen's part of the state, and sends `back` and `user` as actions.
@MainActor
public final class ReduxQuestionView: QuestionScreen {
    private let store: ReduxQuestionsStore
    private let screen: Int
    private let display: any QuestionDisplaying
    /// The question's state drawn last; `nil` until the store first published.
    private var drawn: ReduxQuestionState?

    /// A view drawing the question of screen `screen` of `store`'s path through `display`, for as long as
    /// it lives.
    public init(store: ReduxQuestionsStore, screen: Int, display: any QuestionDisplaying) {
        self.store = store
        self.screen = screen
        self.display = display
        store.subscribe(self) { view, state in view.render(state[question: screen]) }
    }

    private func render(_ question: ReduxQuestionState?) {
        // Once the question is closed, its view draws nothing more; the stack releases it.
        guard let question else { return }
        let before = drawn ?? question
        if question.isLoading && !before.isLoading {
            display.showLoading()
        }
        if let screen = question.screen, question.screenVersion != before.screenVersion {
            display.show(screen)
        }
        // Drawn before the queue is acknowledged: the acknowledgement publishes again, and this view must
        // find nothing new in it.
        drawn = question
        showNotices(of: question)
    }

    /// Shows the notices queued on the screen, oldest first, then tells the store they were shown.
    private func showNotices(of question: ReduxQuestionState) {
        guard !question.notices.isEmpty else { return }
        for notice in question.notices {
            if notice.isError { display.showError(notice.text) } else { display.showNotice(notice.text) }
        }
        store.send(.noticesShown(.path(screen), count: question.notices.count))
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
