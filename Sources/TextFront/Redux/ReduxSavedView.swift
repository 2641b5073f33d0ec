import Presenters
import TerminalUI

/// The saved screen as the store draws it: renders its part of the state, and turns each command into an
/// action.
@MainActor
public final class ReduxSavedView: SavedScreen {
    private let store: ReduxQuestionsStore
    private let screen: Int
    private let display: any QuestionListDisplaying
    /// The saved screen's state as last drawn.
    private var drawn: ReduxSavedState?

    /// A view of saved screen `screen` in `store`'s state, drawing through `display`.
    public init(store: ReduxQuestionsStore, screen: Int, display: any QuestionListDisplaying) {
        self.store = store
        self.screen = screen
        self.display = display
        store.subscribe(self) { view, state in view.render(state[saved: screen]) }
    }

    private func render(_ saved: ReduxSavedState?) {
        // Once the screen is closed, its view draws nothing more; the stack releases it.
        guard let saved else { return }
        let before = drawn ?? saved
        if let shown = saved.display {
            if saved.listVersion != before.listVersion {
                display.show(shown)
            } else if saved.pagesAppended != before.pagesAppended, let drawnBefore = before.display {
                display.showMore(Array(shown.rows.dropFirst(drawnBefore.rows.count)), footer: shown.footer)
            }
        }
        // Drawn before the queue is acknowledged: the acknowledgement publishes again, and this view must
        // find nothing new in it.
        drawn = saved
        showNotices(of: saved)
    }

    /// Shows the notices queued on the screen, oldest first, then tells the store they were shown.
    private func showNotices(of saved: ReduxSavedState) {
        guard !saved.notices.isEmpty else { return }
        for notice in saved.notices {
            if notice.isError { display.showError(notice.text) } else { display.showNotice(notice.text) }
        }
        store.send(.noticesShown(.path(screen), count: saved.notices.count))
    }

    // MARK: Commands to actions

    /// The screen appeared: an action.
    public func viewDidLoad() { store.send(.savedAppeared(screen: screen)) }
    /// The screen above closed: an action.
    public func redisplay() { store.send(.redisplaySaved(screen: screen)) }
    /// `saved` typed here: the same action.
    public func openSaved() { store.send(.redisplaySaved(screen: screen)) }
    /// `open N`: an action.
    public func openQuestion(atRow number: Int) {
        store.send(.openSavedQuestion(screen: screen, row: number))
    }
    /// `more`: an action.
    public func loadMore() { store.send(.loadMoreSaved(screen: screen)) }
    /// `save N`: an action.
    public func saveQuestion(atRow number: Int) {
        store.send(.save(.savedRow(screen: screen, row: number), saving: true))
    }
    /// `unsave N`: an action.
    public func unsaveQuestion(atRow number: Int) {
        store.send(.save(.savedRow(screen: screen, row: number), saving: false))
    }
    /// `back`: an action.
    public func goBack() { store.send(.goBack) }
    /// Nothing to stop: the saves are read at once.
    public func cancelLoad() {}
}

extension ReduxSavedView: Responder {
    /// On top, sends the event to the store, undecided, and takes it (`respondAsStoreView`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        respondAsStoreView(store, to: event, isFirstResponder: isFirstResponder)
    }
}
