import Presenters
import TerminalUI

/// The store's user view: draws its screen's part of the state, and turns each command into an action.
///
/// As the list view does, it prints only what is new since the state it drew
/// last: the whole page once, then the rows of each page `more` appended.
@MainActor
public final class ReduxUserView: UserScreen {
    private let store: ReduxQuestionsStore
    private let screen: Int
    private let display: any UserPageDisplaying
    /// The page's state drawn last; `nil` until the store first published.
    private var drawn: ReduxUserState?

    /// A view drawing the user's page of screen `screen` of `store`'s path through `display`, for as long
    /// as it lives.
    public init(store: ReduxQuestionsStore, screen: Int, display: any UserPageDisplaying) {
        self.store = store
        self.screen = screen
        self.display = display
        store.subscribe(self) { view, state in view.render(state[user: screen]) }
    }

    private func render(_ user: ReduxUserState?) {
        // Once the page is closed, its view draws nothing more; the stack releases it.
        guard let user else { return }
        let before = drawn ?? user
        if let loading = user.loading, loading != before.loading {
            display.showLoading()
        }
        if let page = user.display {
            if user.pageVersion != before.pageVersion || before.display == nil {
                display.show(page)
            } else if user.pagesAppended != before.pagesAppended, let shown = before.display {
                display.showMore(Array(page.rows.dropFirst(shown.rows.count)), footer: page.footer)
            }
        }
        // Drawn before the queue is acknowledged: the acknowledgement publishes again, and this view must
        // find nothing new in it.
        drawn = user
        showNotices(of: user)
    }

    /// Shows the notices queued on the screen, oldest first, then tells the store they were shown.
    private func showNotices(of user: ReduxUserState) {
        guard !user.notices.isEmpty else { return }
        for notice in user.notices {
            if notice.isError { display.showError(notice.text) } else { display.showNotice(notice.text) }
        }
        store.send(.noticesShown(.path(screen), count: user.notices.count))
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
