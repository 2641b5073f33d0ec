import Entities
import Presenters
import TerminalUI

/// The store's list view on the screen front: draws the list's part of the state, the selection and the
/// scroll included, and sends each key to the store as an action.
///
/// It decides nothing, as the line front's `ReduxQuestionListView` does not:
/// the selection, the scroll top and the typed line are in the list's state
/// (SPEC §8), and the reducer moves them. The one thing the reducer cannot
/// work out is the scroll, which needs the rows' heights at the screen's
/// width: the view lays the rows out as it draws and sends the top it found
/// (`ReduxViewAction.scrolled`). What the state queues is drawn once, as on
/// the line front; a mark changed by a save is drawn again in place.
@MainActor
public final class ReduxScreenQuestionListView: ListScreen, FrameScreen {
    private let store: ReduxQuestionsStore
    private let rowsView: ListRowsView
    private let statusView: StatusLineView
    private let formatter: QuestionListFormatter
    /// The rows as drawn from the queue, and the status line.
    private var display = QuestionListDisplay(header: "", rows: [], footer: "")
    private var status = StatusLine()
    /// The marks the rows were formatted with, so that a row whose mark changed is formatted again.
    private var marks = DrawnMarks()
    /// The layout's memory between frames (the size, the selected row's line); its top is the state's.
    private var viewport = RowsViewport()

    /// A view drawing `store`'s list with `rowsView` and `statusView`, formatting with `formatter`.
    public init(
        store: ReduxQuestionsStore, rowsView: ListRowsView, statusView: StatusLineView,
        formatter: QuestionListFormatter
    ) {
        self.store = store
        self.rowsView = rowsView
        self.statusView = statusView
        self.formatter = formatter
        store.subscribe(self) { view, state in view.render(state) }
    }

    private func render(_ state: ReduxQuestionsState) {
        let list = state.list
        for index in marks.changed(to: state.saved, among: list.questions.questions) {
            if let row = formatter.row(index + 1, of: list.questions, saved: state.saved) {
                display.rows[index] = row
            }
        }
        guard !list.outbox.isEmpty else { return }
        for output in list.outbox {
            switch output {
            case .loading: status.message = .loading
            case .whole: show(formatter.display(of: list.questions, saved: state.saved))
            case .appended(let added):
                let (rows, footer) = formatter.appended(added, to: list.questions, saved: state.saved)
                display.rows += rows
                display.footer = footer
                status = StatusLine(footer: footer)
            case .refreshed(let previous):
                let (shown, summary) = formatter.refreshed(
                    list.questions, previous: previous, saved: state.saved)
                show(shown)
                status.message = .notice(summary)
            case .notice(let text): status.message = .notice(text)
            case .error(let text): status.message = .error(text)
            case .failed(let failure): status.message = .error(failure.text(in: formatter.words))
            case .howToLeave: status.message = .notice(formatter.howToLeave)
            }
        }
        marks.drew(list.questions.questions, saved: state.saved)
        store.send(.shown(.list, count: list.outbox.count))
    }

    private func show(_ list: QuestionListDisplay) {
        display = list
        status = StatusLine(footer: list.footer)
    }

    // MARK: Commands and keys to actions

    /// Sends that the list appeared.
    public func viewDidLoad() { store.send(.listAppeared) }
    /// `list`: sends the command.
    public func redisplayList() { store.send(.redisplayList) }
    /// `open N`: sends the row; the reducer decides.
    public func openQuestion(atRow number: Int) { store.send(.openQuestion(row: number)) }
    /// `more`: sends the command.
    public func loadMore() { store.send(.loadMore) }
    /// A newer command, or Ctrl-C: sends that the list's load must stop.
    public func cancelLoad() { store.send(.cancelListLoad) }
    /// `save N`: an action.
    public func saveQuestion(atRow number: Int) { store.send(.save(.listRow(number), saving: true)) }
    /// `unsave N`: an action.
    public func unsaveQuestion(atRow number: Int) { store.send(.save(.listRow(number), saving: false)) }
    /// `saved`: an action.
    public func openSaved() { store.send(.openSaved(above: nil)) }

    /// Sends a view event to the store as an action, a page counted in the rows on the screen.
    public func respond(to event: ViewEvent) {
        status.clearMessage()
        let pageRows = rowsView.rowsOnScreen(display.rows, viewport: viewport)
        store.send(.view(.list, ReduxViewAction(event, pageRows: pageRows)))
    }

    // MARK: Drawing

    /// The list's header, for the top line.
    public var heading: String? { display.header.isEmpty ? nil : display.header }

    /// The line typed, as the list's state holds it.
    public var commandLine: CommandLineText? { store.state.list.view.commandLine }

    /// Draws the rows from the state's scroll top with its selection in sight, sends the top the layout
    /// found if it moved, and draws the status line.
    public func draw(in frame: inout Frame) {
        let view = store.state.list.view
        viewport.restore(view.scroll)
        rowsView.draw(
            display.rows, selected: view.selection.index, viewport: &viewport, in: &frame,
            area: frame.bodyLines)
        if viewport.scroll != view.scroll {
            store.send(.view(.list, .scrolled(viewport.scroll)))
        }
        statusView.draw(status, commandLine: view.commandLine, in: &frame)
    }
}

extension ReduxScreenQuestionListView: Responder {
    /// On top, sends the event to the store, undecided, and takes it (`respondAsStoreView`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        status.clearMessage()
        return respondAsStoreView(store, to: event, isFirstResponder: isFirstResponder)
    }
}
