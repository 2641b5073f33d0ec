import Entities
import Presenters
import TerminalUI

/// MVVM's user view on the screen front: bound to its view model's state, it draws the page and the
/// selection the state holds, and sends each key to the view model as an input.
@MainActor
public final class MVVMScreenUserView: UserScreen, FrameScreen {
    private let viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput
    private let headerView: UserHeaderView
    private let rowsView: ListRowsView
    private let statusView: StatusLineView
    private var state: MVVMUserViewModel.State?
    private var status = MVVMBoundStatus()
    /// The scroll, the view's own.
    private var viewport = RowsViewport()

    /// The line being typed, kept here: MVVM's bound view owns it.
    public private(set) var commandLine: CommandLineText?

    /// A view bound to `viewModel`, drawing with the shared views.
    public init(
        viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput, headerView: UserHeaderView,
        rowsView: ListRowsView, statusView: StatusLineView
    ) {
        self.viewModel = viewModel
        self.headerView = headerView
        self.rowsView = rowsView
        self.statusView = statusView
        viewModel.bind { [weak self] state in self?.bind(state) }
    }

    private func bind(_ state: MVVMUserViewModel.State) {
        // A page shown anew, or one added under it, takes the place of the last message, as the other
        // shapes' displays do.
        if let shown = self.state,
            (shown.pageVersion, shown.pagesLoaded) != (state.pageVersion, state.pagesLoaded)
        {
            status.shownAnew()
        }
        self.state = state
        status.bind(
            footer: state.page?.footer ?? "", notice: state.notice, error: state.error,
            isLoading: state.isLoading)
    }

    // MARK: Events to inputs

    /// Asks the view model for the page.
    public func viewDidLoad() { viewModel.loadPage() }
    /// `open N`: the input of the same name.
    public func openQuestion(atRow number: Int) { viewModel.openQuestion(atRow: number) }
    /// `more`: the input of the same name.
    public func loadMore() { viewModel.loadMore() }
    /// A newer command, or Ctrl-C: the view model stops its load.
    public func cancelLoad() { viewModel.cancelLoad() }
    /// Leaves, through the view model.
    public func goBack() { viewModel.goBack() }
    /// The screen above closed: the view model shows the page again.
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
                by: pages * rowsView.rowsOnScreen(state?.page?.rows ?? [], viewport: viewport))
        case .moveToFirst: viewModel.moveSelectionToFirst()
        case .moveToLast: viewModel.moveSelectionToLast()
        case .openSelection: viewModel.openSelection()
        case .toggleSave: viewModel.toggleSaveOfSelection()
        case .openCommandLine, .editCommandLine, .closeCommandLine: _ = commandLine.take(event)
        }
    }

    // MARK: Drawing

    /// A user's page gives the top line nothing of its own.
    public var heading: String? { nil }

    /// Draws the user, their questions with the state's selection in sight, and the status line.
    public func draw(in frame: inout Frame) {
        if let state, let page = state.page {
            let rows = headerView.draw(page, in: &frame, area: frame.bodyLines)
            rowsView.draw(page.rows, selected: state.selection, viewport: &viewport, in: &frame, area: rows)
        }
        statusView.draw(status.status, commandLine: commandLine, in: &frame)
    }
}

extension MVVMScreenUserView: Responder {
    /// Sends `open N` and `more` to the view model; and, on top, `back`, `save N`, `unsave N` and `saved`.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        if isFirstResponder { status.clearMessage() }
        return viewModel.forward(event, isFirstResponder: isFirstResponder)
    }
}
