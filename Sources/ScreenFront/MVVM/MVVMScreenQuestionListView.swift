import Entities
import Presenters
import TerminalUI

/// MVVM's list view on the screen front: bound to its view model's state, it draws the rows and the
/// selection the state holds, and sends each key to the view model as an input.
///
/// The view model keeps the selection in its state (SPEC §8); the bound view
/// keeps the scroll and the typed line, which need the screen's size.
@MainActor
public final class MVVMScreenQuestionListView: ListScreen, FrameScreen {
    private let viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput
    private let rowsView: ListRowsView
    private let statusView: StatusLineView
    private var state: MVVMQuestionListViewModel.State?
    private var status = MVVMBoundStatus()
    /// The scroll, the view's own.
    private var viewport = RowsViewport()

    /// The line being typed, kept here: MVVM's bound view owns it.
    public private(set) var commandLine: CommandLineText?

    /// A view bound to `viewModel`, drawing with `rowsView` and `statusView`.
    public init(
        viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput, rowsView: ListRowsView,
        statusView: StatusLineView
    ) {
        self.viewModel = viewModel
        self.rowsView = rowsView
        self.statusView = statusView
        viewModel.bind { [weak self] state in self?.bind(state) }
    }

    private func bind(_ state: MVVMQuestionListViewModel.State) {
        // A list drawn anew, or a page added under it, takes the place of the last message, as the other
        // shapes' list displays do when shown.
        if let shown = self.state,
            (shown.listVersion, shown.pagesLoaded) != (state.listVersion, state.pagesLoaded)
        {
            status.shownAnew()
        }
        self.state = state
        // Before the first page the state holds an empty list's footer, which no other shape shows.
        status.bind(
            footer: state.listVersion > 0 ? state.list.footer : "", notice: state.notice, error: state.error,
            isLoading: state.isLoading)
    }

    // MARK: Events to inputs

    /// Asks the view model for page 1.
    public func viewDidLoad() { viewModel.loadFirstPage() }
    /// `list`: the input of the same name.
    public func redisplayList() { viewModel.redisplayList() }
    /// `open N`: the input of the same name.
    public func openQuestion(atRow number: Int) { viewModel.openQuestion(atRow: number) }
    /// `more`: the input of the same name.
    public func loadMore() { viewModel.loadMore() }
    /// A newer command, or Ctrl-C: the view model stops its load.
    public func cancelLoad() { viewModel.cancelLoad() }
    /// `save N`: the input of the same name.
    public func saveQuestion(atRow number: Int) { viewModel.saveQuestion(atRow: number) }
    /// `unsave N`: the input of the same name.
    public func unsaveQuestion(atRow number: Int) { viewModel.unsaveQuestion(atRow: number) }
    /// `saved`: the input of the same name.
    public func openSaved() { viewModel.openSaved() }

    /// Sends a view event to the view model as an input; the scroll and the typed line are the view's own.
    public func respond(to event: ViewEvent) {
        status.clearMessage()
        switch event {
        case .move(let rows): viewModel.moveSelection(by: rows)
        case .page(let pages):
            viewModel.moveSelection(
                by: pages * rowsView.rowsOnScreen(state?.list.rows ?? [], viewport: viewport))
        case .moveToFirst: viewModel.moveSelectionToFirst()
        case .moveToLast: viewModel.moveSelectionToLast()
        case .openSelection: viewModel.openSelection()
        case .toggleSave: viewModel.toggleSaveOfSelection()
        case .openCommandLine, .editCommandLine, .closeCommandLine: _ = commandLine.take(event)
        }
    }

    // MARK: Drawing

    /// The list's header, for the top line, once a list has been drawn (`listVersion` past 0): the state
    /// before the first page holds the header of a list with no rows, which the other shapes never show.
    public var heading: String? {
        guard let state, state.listVersion > 0, !state.list.header.isEmpty else { return nil }
        return state.list.header
    }

    /// Draws the state's rows with its selection in sight, and the status line.
    public func draw(in frame: inout Frame) {
        if let state {
            rowsView.draw(
                state.list.rows, selected: state.selection, viewport: &viewport, in: &frame,
                area: frame.bodyLines)
        }
        statusView.draw(status.status, commandLine: commandLine, in: &frame)
    }
}

extension MVVMScreenQuestionListView: Responder {
    /// Sends `event` to the view model as the matching input, and takes it: the list is the last stop.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        status.clearMessage()
        return viewModel.forward(event, isFirstResponder: isFirstResponder)
    }
}
