import Presenters
import TerminalUI

/// MVVM's user view: draws its view model's state and turns commands into the view model's inputs.
///
/// Like the list view, it prints only what is new since the state it drew
/// last: the whole page once, then the rows of each page `more` appends.
@MainActor
public final class MVVMUserView: UserScreen {
    private let viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput
    private let display: any UserPageDisplaying
    /// The state drawn last; `nil` until the first binding.
    private var drawn: MVVMUserViewModel.State?

    /// A view bound to `viewModel`, drawing through `display`.
    public init(
        viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput, display: any UserPageDisplaying
    ) {
        self.viewModel = viewModel
        self.display = display
        viewModel.bind { [weak self] state in self?.render(state) }
    }

    private func render(_ state: MVVMUserViewModel.State) {
        defer { drawn = state }
        let before = drawn ?? MVVMUserViewModel.State()
        if state.isLoading && !before.isLoading {
            display.showLoading()
        }
        if let page = state.page, state.pageVersion != before.pageVersion {
            display.show(page)
        } else if let page = state.page, state.pagesLoaded != before.pagesLoaded {
            if let shown = before.page, before.pagesLoaded > 0 {
                display.showMore(Array(page.rows.dropFirst(shown.rows.count)), footer: page.footer)
            } else {
                display.show(page)
            }
        }
        if let notice = state.notice, notice != before.notice {
            display.showNotice(notice.text)
        }
        if let error = state.error, error != before.error {
            display.showError(error.text)
        }
    }

    // MARK: Commands to inputs

    /// Asks the view model to load the page.
    public func viewDidLoad() { viewModel.loadPage() }
    /// `open N`: passes the row to the view model, which decides.
    public func openQuestion(atRow number: Int) { viewModel.openQuestion(atRow: number) }
    /// `more`: passes the command to the view model.
    public func loadMore() { viewModel.loadMore() }
    /// Leaves, as the screens above the list do for `list` and the list's commands: passes it on.
    public func goBack() { viewModel.goBack() }
    /// The screen above closed: asks the view model for the whole page again.
    public func redisplay() { viewModel.redisplay() }
    /// A newer command, or Ctrl-C: asks the view model to stop its load.
    public func cancelLoad() { viewModel.cancelLoad() }
    /// `save N`: passes the row to the view model.
    public func saveQuestion(atRow number: Int) { viewModel.saveQuestion(atRow: number) }
    /// `unsave N`: passes the row to the view model.
    public func unsaveQuestion(atRow number: Int) { viewModel.unsaveQuestion(atRow: number) }
    /// `saved`: passes the command to the view model.
    public func openSaved() { viewModel.openSaved() }
}

/// The user view takes, on top, what a screen of rows pushed above the list implements, and `open N` and
/// `more` typed on the question above it; it turns each into its view model's input, undecided, and hands
/// every other event to the screen beneath.
extension MVVMUserView: Responder {
    /// Passes `open N` and `more` on to the view model; and, on top, `back`, `save N`, `unsave N` and
    /// `saved`; else takes nothing.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        viewModel.forward(event, isFirstResponder: isFirstResponder)
    }
}
