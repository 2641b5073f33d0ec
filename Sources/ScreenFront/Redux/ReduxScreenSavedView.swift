import Entities
import Presenters
import TerminalUI

/// The store's view of the saved screen on the screen front: draws the screen's part of the state, the
/// selection and the scroll included, and sends each key to the store as an action.
///
/// As the list's view does (`ReduxScreenQuestionListView`). Every row here is
/// saved; an unsave reads the saves again, and the reducer keeps the
/// selection on the same row number, clamped.
@MainActor
public final class ReduxScreenSavedView: SavedScreen, FrameScreen {
    private let store: ReduxQuestionsStore
    private let screen: Int
    private let rowsView: ListRowsView
    private let statusView: StatusLineView
    private let formatter: SavedListFormatter
    /// The rows as drawn from the queue, and the status line.
    private var display = QuestionListDisplay(header: "", rows: [], footer: "")
    private var status = StatusLine()
    /// The layout's memory between frames; its top is the state's.
    private var viewport = RowsViewport()

    /// A view drawing saved screen `screen` of `store` with `rowsView` and `statusView`, formatting with
    /// `formatter`.
    public init(
        store: ReduxQuestionsStore, screen: Int, rowsView: ListRowsView, statusView: StatusLineView,
        formatter: SavedListFormatter
    ) {
        self.store = store
        self.screen = screen
        self.rowsView = rowsView
        self.statusView = statusView
        self.formatter = formatter
        store.subscribe(self) { view, state in view.render(state) }
    }

    private func render(_ state: ReduxQuestionsState) {
        guard let saved = state[saved: screen], !saved.outbox.isEmpty else { return }
        for output in saved.outbox {
            switch output {
            case .loading: status.message = .loading
            case .whole:
                // Drawn again after an unsave here: the save's answer stays on the status line.
                display = formatter.display(of: saved.list)
                status = StatusLine(footer: display.footer, message: status.message)
            case .appended(let added):
                let (rows, footer) = formatter.appended(added, to: saved.list)
                display.rows += rows
                display.footer = footer
                status = StatusLine(footer: footer)
            case .refreshed: break
            case .notice(let text): status.message = .notice(text)
            case .error(let text): status.message = .error(text)
            case .failed(let failure): status.message = .error(failure.text(in: formatter.words))
            case .howToLeave: status.message = .notice(ListText.howToLeaveTheScreen)
            }
        }
        store.send(.shown(.path(screen), count: saved.outbox.count))
    }

    // MARK: Commands and keys to actions

    /// Sends that the screen appeared.
    public func viewDidLoad() { store.send(.savedAppeared(screen: screen)) }
    /// The screen above closed: sends that the saves are to be drawn again.
    public func redisplay() { store.send(.redisplaySaved(screen: screen)) }
    /// `saved` typed here: the saves drawn again.
    public func openSaved() { store.send(.redisplaySaved(screen: screen)) }
    /// `open N`: sends the row; the reducer decides.
    public func openQuestion(atRow number: Int) {
        store.send(.openSavedQuestion(screen: screen, row: number))
    }
    /// `more`: sends the command.
    public func loadMore() { store.send(.loadMoreSaved(screen: screen)) }
    /// `save N`: an action.
    public func saveQuestion(atRow number: Int) {
        store.send(.save(.savedRow(screen: screen, row: number), saving: true))
    }
    /// `unsave N`: an action.
    public func unsaveQuestion(atRow number: Int) {
        store.send(.save(.savedRow(screen: screen, row: number), saving: false))
    }
    /// Leaves: sends `back`'s action.
    public func goBack() { store.send(.goBack) }
    /// Reading the saves is not a load: nothing to stop.
    public func cancelLoad() {}

    /// Sends a view event to the store as an action, a page counted in the rows on the screen.
    public func respond(to event: ViewEvent) {
        status.clearMessage()
        let pageRows = rowsView.rowsOnScreen(display.rows, viewport: viewport)
        store.send(.view(.path(screen), ReduxViewAction(event, pageRows: pageRows)))
    }

    // MARK: Drawing

    /// The saved screen gives the top line nothing of its own.
    public var heading: String? { nil }

    /// The line typed, as the screen's state holds it.
    public var commandLine: CommandLineText? { store.state[viewOf: .path(screen)].commandLine }

    /// Draws the rows from the state's scroll top with its selection in sight, sends the top if the
    /// layout moved it, and draws the status line.
    public func draw(in frame: inout Frame) {
        let view = store.state[viewOf: .path(screen)]
        viewport.restore(view.scroll)
        rowsView.draw(
            display.rows, selected: view.selection.index, viewport: &viewport, in: &frame,
            area: frame.bodyLines)
        if viewport.scroll != view.scroll {
            store.send(.view(.path(screen), .scrolled(viewport.scroll)))
        }
        statusView.draw(status, commandLine: view.commandLine, in: &frame)
    }
}

extension ReduxScreenSavedView: Responder {
    /// On top, sends the event to the store, undecided, and takes it (`respondAsStoreView`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { status.clearMessage() }
        return respondAsStoreView(store, to: event, isFirstResponder: isFirstResponder)
    }
}
