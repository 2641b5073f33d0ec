import Entities
import Presenters
import TerminalUI

/// The store's view of a user's page on the screen front: draws the page's part of the state, the
/// selection and the scroll included, and sends each key to the store as an action.
///
/// As the list's view does (`ReduxScreenQuestionListView`): the selection,
/// the scroll top and the typed line are in the page's state, and the view
/// sends the scroll top its layout found.
@MainActor
public final class ReduxScreenUserView: UserScreen, FrameScreen {
    private let store: ReduxQuestionsStore
    private let screen: Int
    private let headerView: UserHeaderView
    private let rowsView: ListRowsView
    private let statusView: StatusLineView
    private let formatter: UserPageFormatter
    /// The page as drawn from the queue, and the status line.
    private var page: UserPageDisplay?
    private var status = StatusLine()
    /// The marks the rows were formatted with.
    private var marks = DrawnMarks()
    /// The layout's memory between frames; its top is the state's.
    private var viewport = RowsViewport()

    /// A view drawing user's page `screen` of `store` with `headerView`, `rowsView` and `statusView`,
    /// formatting with `formatter`.
    public init(
        store: ReduxQuestionsStore, screen: Int, headerView: UserHeaderView, rowsView: ListRowsView,
        statusView: StatusLineView, formatter: UserPageFormatter
    ) {
        self.store = store
        self.screen = screen
        self.headerView = headerView
        self.rowsView = rowsView
        self.statusView = statusView
        self.formatter = formatter
        store.subscribe(self) { view, state in view.render(state) }
    }

    private func render(_ state: ReduxQuestionsState) {
        guard let user = state[user: screen] else { return }
        if let loaded = user.page {
            for index in marks.changed(to: state.saved, among: loaded.questions) {
                if let row = formatter.row(index + 1, of: loaded, saved: state.saved) {
                    page?.rows[index] = row
                }
            }
        }
        guard !user.outbox.isEmpty else { return }
        for output in user.outbox {
            switch output {
            case .loading: status.message = .loading
            case .whole:
                guard let loaded = user.page else { break }
                let shown = formatter.display(of: loaded, saved: state.saved)
                page = shown
                status = StatusLine(footer: shown.footer)
            case .appended(let added):
                guard let loaded = user.page else { break }
                let (rows, footer) = formatter.appended(added, to: loaded, saved: state.saved)
                page?.rows += rows
                page?.footer = footer
                status = StatusLine(footer: footer)
            case .refreshed: break
            case .notice(let text): status.message = .notice(text)
            case .error(let text): status.message = .error(text)
            case .failed(let failure): status.message = .error(failure.text(in: formatter.words))
            case .howToLeave: status.message = .notice(ListText.howToLeaveTheScreen)
            }
        }
        marks.drew(user.page?.questions ?? [], saved: state.saved)
        store.send(.shown(.path(screen), count: user.outbox.count))
    }

    // MARK: Commands and keys to actions

    /// Sends that the page appeared.
    public func viewDidLoad() { store.send(.userAppeared(screen: screen)) }
    /// `open N`: sends the row; the reducer decides.
    public func openQuestion(atRow number: Int) { store.send(.openUserQuestion(screen: screen, row: number)) }
    /// `more`: sends the command.
    public func loadMore() { store.send(.loadMoreOfUser(screen: screen)) }
    /// Leaves: sends `back`'s action.
    public func goBack() { store.send(.goBack) }
    /// The screen above closed: sends that the page is to be drawn again.
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

    /// Sends a view event to the store as an action, a page counted in the rows on the screen.
    public func respond(to event: ViewEvent) {
        status.clearMessage()
        let pageRows = rowsView.rowsOnScreen(page?.rows ?? [], viewport: viewport)
        store.send(.view(.path(screen), ReduxViewAction(event, pageRows: pageRows)))
    }

    // MARK: Drawing

    /// A user's page gives the top line nothing of its own.
    public var heading: String? { nil }

    /// The line typed, as the page's state holds it.
    public var commandLine: CommandLineText? { store.state[viewOf: .path(screen)].commandLine }

    /// Draws the user, then the rows from the state's scroll top with its selection in sight, sends the
    /// top if the layout moved it, and draws the status line.
    public func draw(in frame: inout Frame) {
        let view = store.state[viewOf: .path(screen)]
        if let page {
            let rows = headerView.draw(page, in: &frame, area: frame.bodyLines)
            viewport.restore(view.scroll)
            rowsView.draw(
                page.rows, selected: view.selection.index, viewport: &viewport, in: &frame, area: rows)
            if viewport.scroll != view.scroll {
                store.send(.view(.path(screen), .scrolled(viewport.scroll)))
            }
        }
        statusView.draw(status, commandLine: view.commandLine, in: &frame)
    }
}

extension ReduxScreenUserView: Responder {
    /// On top, sends the event to the store, undecided, and takes it (`respondAsStoreView`).
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { status.clearMessage() }
        return respondAsStoreView(store, to: event, isFirstResponder: isFirstResponder)
    }
}
