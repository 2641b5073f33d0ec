import Presenters
import TerminalUI

/// The store's user view: draws its screen's part of the state, and turns each command into an action.
///
/// As the list view does, it draws what the reducer queued on its screen's
/// state, once: the whole page, then the rows of each page `more` appended.
@MainActor
public final class ReduxUserView: UserScreen {
    private let store: ReduxQuestionsStore
    private let screen: Int
    private let display: any UserPageDisplaying
    /// Formats what the state holds, as it is drawn: ages are counted from the moment of drawing.
    private let formatter: UserPageFormatter

    /// A view drawing the user's page of screen `screen` of `store`'s path through `display`, for as long
    /// as it lives.
    public init(
        store: ReduxQuestionsStore, screen: Int, display: any UserPageDisplaying, formatter: UserPageFormatter
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
        guard let user = state[user: screen], !user.outbox.isEmpty else { return }
        for output in user.outbox {
            switch output {
            case .loading: display.showLoading()
            case .whole:
                guard let page = user.page else { break }
                display.show(formatter.display(of: page, saved: state.saved))
            case .appended(let added):
                guard let page = user.page else { break }
                let (rows, footer) = formatter.appended(added, to: page, saved: state.saved)
                display.showMore(rows, footer: footer)
            case .refreshed: break
            case .notice(let text): display.showNotice(text)
            case .howToLeave: display.showNotice(ListText.howToLeave)
            case .error(let text): display.showError(text)
            case .failed(let failure): display.showError(failure.text(in: formatter.words))
            }
        }
        store.send(.shown(.path(screen), count: user.outbox.count))
    }

    /// Sends that the page appeared.
    public func viewDidLoad() { store.send(.userAppeared(screen: screen)) }
    /// `open N`: sends the row as it is; the reducer says whether it exists.
    public func openQuestion(atRow number: Int) { store.send(.openUserQuestion(screen: screen, row: number)) }
    /// `more`: sends the command.
    public func loadMore() { store.send(.loadMoreOfUser(screen: screen)) }
    /// `back`: sends the command; the page closes because its state is gone.
    public func goBack() { store.send(.goBack) }
    /// The screen above closed: an action; the page is formatted again from state, markers included.
    public func redisplay() { store.send(.redisplayUser(screen: screen)) }
    /// A newer command, or Ctrl-C: sends that the page's load must stop.
    public func cancelLoad() { store.send(.cancelUserLoad(screen: screen)) }
    /// `save N`: an action.
    public func saveQuestion(atRow number: Int) {
        store.send(.save(.userRow(screen: screen, row: number), saving: true))
    }
    /// `unsave N`: an action.
    public func unsaveQuestion(atRow number: Int) {
        store.send(.save(.userRow(screen: screen, row: number), saving: false))
    }
    /// `saved`: an action.
    public func openSaved() { store.send(.openSaved(above: screen)) }
}

extension ReduxUserView: Responder {
    /// On top, sends the event to the store, undecided, and takes it (`respondAsStoreView`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        respondAsStoreView(store, to: event, isFirstResponder: isFirstResponder)
    }
}
