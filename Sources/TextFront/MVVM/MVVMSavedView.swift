import Presenters
import TerminalUI

/// MVVM's saved-screen view: draws its view model's state and turns each command into an input.
@MainActor
public final class MVVMSavedView: SavedScreen {
    private let viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput
    private let display: any QuestionListDisplaying
    /// The state drawn last; `nil` until the first binding.
    private var drawn: MVVMSavedViewModel.State?

    /// A view bound to `viewModel`, drawing through `display`.
    public init(
        viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput, display: any QuestionListDisplaying
    ) {
        self.viewModel = viewModel
        self.display = display
        viewModel.bind { [weak self] state in self?.render(state) }
    }

    private func render(_ state: MVVMSavedViewModel.State) {
        defer { drawn = state }
        // The first state arrives at binding, before anything was read: nothing of it is news.
        let before = drawn ?? state
        if state.listVersion != before.listVersion {
            display.show(state.list)
        } else if state.pagesLoaded != before.pagesLoaded {
            display.showMore(
                Array(state.list.rows.dropFirst(before.list.rows.count)), footer: state.list.footer)
        }
        if let notice = state.notice, notice != before.notice {
            display.showNotice(notice.text)
        }
        if let error = state.error, error != before.error {
            display.showError(error.text)
        }
    }

    // MARK: Commands to inputs

    /// Asks the view model to read the first page.
    public func viewDidLoad() { viewModel.loadFirstPage() }
    /// The screen above closed: asks the view model for the screen again.
    public func redisplay() { viewModel.redisplay() }
    /// `saved` typed here: asks the view model for the screen again.
    public func openSaved() { viewModel.redisplay() }
    /// `open N`: passes the row to the view model.
    public func openQuestion(atRow number: Int) { viewModel.openQuestion(atRow: number) }
    /// `more`: passes the command to the view model.
    public func loadMore() { viewModel.loadMore() }
    /// `save N`: passes the row to the view model.
    public func saveQuestion(atRow number: Int) { viewModel.saveQuestion(atRow: number) }
    /// `unsave N`: passes the row to the view model.
    public func unsaveQuestion(atRow number: Int) { viewModel.unsaveQuestion(atRow: number) }
    /// Leaves, as the screens above the list do for `list` and the list's commands: passes it on.
    public func goBack() { viewModel.goBack() }
    /// Nothing to stop: the saves are read at once.
    public func cancelLoad() {}
}

/// The saved view takes, on top, what a screen of rows pushed above the list implements, and `open N` and
/// `more` typed on the question above it; it turns each into its view model's input, undecided, and hands
/// every other event to the screen beneath.
extension MVVMSavedView: Responder {
    /// Passes `open N` and `more` on to the view model; and, on top, `back`, `save N`, `unsave N` and
    /// `saved`; else takes nothing.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        viewModel.forward(event, isFirstResponder: isFirstResponder)
    }
}
