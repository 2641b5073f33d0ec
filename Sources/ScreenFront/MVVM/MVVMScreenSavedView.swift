import Entities
import Presenters
import TerminalUI

/// MVVM's saved view on the screen front: bound to its view model's state, it draws the saves and the
/// selection the state holds, and sends each key to the view model as an input.
@MainActor
public final class MVVMScreenSavedView: SavedScreen, FrameScreen {
    private let viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput
    private let rowsView: ListRowsView
    private let statusView: StatusLineView
    private var state: MVVMSavedViewModel.State?
    private var status = MVVMBoundStatus()
    /// The scroll, the view's own.
    private var viewport = RowsViewport()

    /// The line being typed, kept here: MVVM's bound view owns it.
    public private(set) var commandLine: CommandLineText?

    /// A view bound to `viewModel`, drawing with `rowsView` and `statusView`.
    public init(
        viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput, rowsView: ListRowsView,
        statusView: StatusLineView
    ) {
        self.viewModel = viewModel
        self.rowsView = rowsView
        self.statusView = statusView
        viewModel.bind { [weak self] state in self?.bind(state) }
    }

    private func bind(_ state: MVVMSavedViewModel.State) {
        self.state = state
        status.bind(footer: state.list.footer, notice: state.notice, error: state.error, isLoading: false)
    }

    // MARK: Events to inputs

    /// Asks the view model for the saves.
    public func viewDidLoad() { viewModel.loadFirstPage() }
    /// `open N`: the input of the same name.
    public func openQuestion(atRow number: Int) { viewModel.openQuestion(atRow: number) }
    /// `more`: the input of the same name.
    public func loadMore() { viewModel.loadMore() }
    /// The saves are read at once: there is no load to stop.
    public func cancelLoad() {}
    /// Leaves, through the view model.
    public func goBack() { viewModel.goBack() }
    /// The screen above closed: the view model shows the saves again.
    public func redisplay() { viewModel.redisplay() }
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

    /// The saved screen gives the top line nothing of its own.
    public var heading: String? { nil }

    /// Draws the state's saves with its selection in sight, and the status line.
    public func draw(in frame: inout Frame) {
        if let state {
            rowsView.draw(
                state.list.rows, selected: state.selection, viewport: &viewport, in: &frame,
                area: frame.bodyLines)
        }
        statusView.draw(status.status, commandLine: commandLine, in: &frame)
    }
}

extension MVVMScreenSavedView: Responder {
    /// Sends `open N` and `more` to the view model; and, on top, `back`, `save N`, `unsave N` and `saved`.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { status.clearMessage() }
        return viewModel.forward(event, isFirstResponder: isFirstResponder)
    }
}
