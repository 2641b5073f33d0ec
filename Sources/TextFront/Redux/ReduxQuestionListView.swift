import Entities
import Presenters
import TerminalUI

/// The store's list view: draws the list's part of the state, and turns each command into an action.
///
/// It decides nothing: `open 99` is sent as it is, and the reducer says
/// whether row 99 exists. A terminal cannot redraw what has scrolled away,
/// so the view compares each state with the one it drew last and prints
/// only what is new, as MVVM's view does: the whole list when `listVersion`
/// moved, the rows of a page alone when `pagesAppended` moved. Notices and
/// errors wait in the state's queue: it shows each once, then acknowledges
/// them with an action that takes them off (`.noticesShown`).
@MainActor
public final class ReduxQuestionListView: ListScreen {
    private let store: ReduxQuestionsStore
    private let display: any QuestionListDisplaying
    /// The list's state drawn last; `nil` until the store first published.
    private var drawn: ReduxListState?

    /// A view drawing `store`'s list through `display`, for as long as it lives.
    public init(store: ReduxQuestionsStore, display: any QuestionListDisplaying) {
        self.store = store
        self.display = display
        store.subscribe(self) { view, state in view.render(state.list) }
    }

    private func render(_ list: ReduxListState) {
        // The first state comes at subscription, before anything was loaded; nothing of it is news.
        let before = drawn ?? list
        if let loading = list.loading, loading != before.loading {
            display.showLoading()
        }
        if list.listVersion != before.listVersion {
            display.show(list.display)
        } else if list.pagesAppended != before.pagesAppended {
            display.showMore(
                Array(list.display.rows.dropFirst(before.display.rows.count)), footer: list.display.footer)
        }
        // Drawn before the queue is acknowledged: the acknowledgement publishes again, and this view must
        // find nothing new in it.
        drawn = list
        showNotices(of: list)
    }

    /// Shows the notices queued on the screen, oldest first, then tells the store they were shown.
    private func showNotices(of list: ReduxListState) {
        guard !list.notices.isEmpty else { return }
        for notice in list.notices {
            if notice.isError { display.showError(notice.text) } else { display.showNotice(notice.text) }
        }
        store.send(.noticesShown(.list, count: list.notices.count))
    }

    // MARK: Commands to actions

    /// Sends that the list appeared.
    public func viewDidLoad() { store.send(.listAppeared) }
    /// `list`: sends the command.
    public func redisplayList() { store.send(.redisplayList) }
    /// `open N`: sends the row; the reducer decides.
    public func openQuestion(atRow number: Int) { store.send(.openQuestion(row: number)) }
    /// `more`: sends the command.
    public func loadMore() { store.send(.loadMore) }
    /// `refresh`: sends the command.
    public func refresh() { store.send(.refresh) }
    /// `tag`: sends the tag.
    public func filter(byTag tag: String?) { store.send(.filter(tag: tag)) }
    /// `sort`: sends the order.
    public func sort(by sort: QuestionSort) { store.send(.sort(sort)) }

    /// `search`: sends the words.
    public func search(for words: String?) { store.send(.search(words)) }
    /// A newer command, or Ctrl-C: sends that the list's load must stop.
    public func cancelLoad() { store.send(.cancelListLoad) }
    /// `save N`: an action.
    public func saveQuestion(atRow number: Int) { store.send(.save(.listRow(number), saving: true)) }
    /// `unsave N`: an action.
    public func unsaveQuestion(atRow number: Int) { store.send(.save(.listRow(number), saving: false)) }
    /// `saved`: an action.
    public func openSaved() { store.send(.openSaved(above: nil)) }
}

extension ReduxQuestionListView: Responder {
    /// On top, sends the event to the store, undecided, and takes it (`respondAsStoreView`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        respondAsStoreView(store, to: event, isFirstResponder: isFirstResponder)
    }
}
