import Presenters

/// The store's question view: draws the open question's part of the state, and sends `back` as an action.
@MainActor
public final class ReduxQuestionView: QuestionScreen {
    private let store: QuestionsStore
    private let display: any QuestionDisplaying
    /// The question's state drawn last; `nil` until the store first published.
    private var drawn: QuestionState?

    /// A view drawing the open question of `store` through `display`, for as long as it lives.
    public init(store: QuestionsStore, display: any QuestionDisplaying) {
        self.store = store
        self.display = display
        store.subscribe(self) { view, state in view.render(state.question) }
    }

    private func render(_ question: QuestionState?) {
        // Once the question is closed, its view draws nothing more; the stack releases it.
        guard let question else { return }
        defer { drawn = question }
        let before = drawn ?? question
        if question.isLoading && !before.isLoading {
            display.showLoading()
        }
        if let screen = question.screen, screen != before.screen {
            display.show(screen)
        }
        if let error = question.error, error != before.error {
            display.showError(error.text)
        }
    }

    /// Sends that the question appeared.
    public func viewDidLoad() { store.send(.questionAppeared) }
    /// `back`: sends the command; the question closes because its state is gone.
    public func goBack() { store.send(.goBack) }
    /// A newer command, or Ctrl-C: sends that the question's load must stop.
    public func cancelLoad() { store.send(.cancelQuestionLoad) }
}
