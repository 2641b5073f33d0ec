import Presenters
import TerminalUI

/// The saved screen as the store draws it: renders its part of the state, and turns each command into an
/// action.
@MainActor
public final class ReduxSavedView: SavedScreen {
    private let store: ReduxQuestionsStore
    private let screen: Int
    private let display: any QuestionListDisplaying
    /// Formats what the state holds, as it is drawn: ages are counted from the moment of drawing.
    private let formatter: SavedListFormatter

    /// A view of saved screen `screen` in `store`'s state, drawing through `display`.
    public init(
        store: ReduxQuestionsStore, screen: Int, display: any QuestionListDisplaying,
        formatter: SavedListFormatter
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
        guard let saved = state[saved: screen], !saved.outbox.isEmpty else { return }
        for output in saved.outbox {
            switch output {
            case .loading: display.showLoading()
            case .whole: display.show(formatter.display(of: saved.list))
            case .appended(let added):
                let (rows, footer) = formatter.appended(added, to: saved.list)
                display.showMore(rows, footer: footer)
            case .refreshed: break
            case .notice(let text): display.showNotice(text)
            case .howToLeave: display.showNotice(ListText.howToLeave)
            case .error(let text): display.showError(text)
            case .failed(let failure): display.showError(failure.text(in: formatter.words))
            }
        }
        store.send(.shown(.path(screen), count: saved.outbox.count))
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
