import Entities
import Presenters
import TerminalUI

/// The store's list view: draws the list's part of the state, and turns each command into an action.
///
/// It decides nothing: `open 99` is sent as it is, and the reducer says
/// whether row 99 exists. A terminal cannot redraw what has scrolled away,
/// so the reducer queues on the list's state what is to be drawn (the whole
/// list, a page's rows, a notice), in domain values; the view formats and
/// draws each once, then acknowledges them with an action that takes them
/// off the queue (`.shown`), as TCA's view dismisses an alert.
@MainActor
public final class ReduxQuestionListView: ListScreen {
    private let store: ReduxQuestionsStore
    private let display: any QuestionListDisplaying
    /// Formats what the state holds, as it is drawn: ages are counted from the moment of drawing.
    private let formatter: QuestionListFormatter

    /// A view drawing `store`'s list through `display`, for as long as it lives.
    public init(
        store: ReduxQuestionsStore, display: any QuestionListDisplaying, formatter: QuestionListFormatter
    ) {
        self.formatter = formatter
        self.store = store
        self.display = display
        store.subscribe(self) { view, state in view.render(state) }
    }

    /// Draws what the state queued for this screen, oldest first, then tells the store it was drawn; a
    /// screen closed, or with nothing queued, draws nothing.
    private func render(_ state: ReduxQuestionsState) {
        let list = state.list
        guard !list.outbox.isEmpty else { return }
        for output in list.outbox {
            switch output {
            case .loading: display.showLoading()
            case .whole: display.show(formatter.display(of: list.questions, saved: state.saved))
            case .appended(let added):
                let (rows, footer) = formatter.appended(added, to: list.questions, saved: state.saved)
                display.showMore(rows, footer: footer)
            case .refreshed(let previous):
                let (shown, summary) = formatter.refreshed(
                    list.questions, previous: previous, saved: state.saved)
                display.show(shown)
                display.showNotice(summary)
            case .notice(let text): display.showNotice(text)
            case .howToLeave: display.showNotice(ListText.howToLeave)
            case .error(let text): display.showError(text)
            case .failed(let failure): display.showError(failure.text(in: formatter.words))
            }
        }
        store.send(.shown(.list, count: list.outbox.count))
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
