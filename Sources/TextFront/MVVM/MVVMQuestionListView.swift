import Entities
import Presenters
import TerminalUI

/// MVVM's list view: draws its view model's state and turns commands into the view model's inputs.
///
/// It keeps the view model alive; the view model knows it only as the
/// closure passed to `bind`, which holds this view weakly. A terminal cannot
/// redraw what has scrolled away, so the view compares each state with the
/// one it drew last and prints only what is new: a list drawn anew prints
/// whole, and the rows of a page appended by `more` print alone.
@MainActor
public final class MVVMQuestionListView: ListScreen {
    private let viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput
    private let display: any QuestionListDisplaying
    /// The state drawn last; `nil` until the first binding.
    private var drawn: MVVMQuestionListViewModel.State?

    /// A view bound to `viewModel`, drawing through `display`.
    public init(
        viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput,
        display: any QuestionListDisplaying
    ) {
        self.viewModel = viewModel
        self.display = display
        viewModel.bind { [weak self] state in self?.render(state) }
    }

    private func render(_ state: MVVMQuestionListViewModel.State) {
        defer { drawn = state }
        // The first state arrives at binding, before anything was loaded; a list already loaded draws whole.
        let before = drawn ?? MVVMQuestionListViewModel.State(list: state.list)
        if state.isLoading && !before.isLoading {
            display.showLoading()
        }
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

    /// Asks the view model to load the first page.
    public func viewDidLoad() { viewModel.loadFirstPage() }
    /// `list`: asks the view model for the whole list again.
    public func redisplayList() { viewModel.redisplayList() }
    /// `open N`: passes the row to the view model, which decides.
    public func openQuestion(atRow number: Int) { viewModel.openQuestion(atRow: number) }
    /// `more`: passes the command to the view model.
    public func loadMore() { viewModel.loadMore() }
    /// `refresh`: passes the command to the view model.
    public func refresh() { viewModel.refresh() }
    /// `tag`: passes the tag to the view model.
    public func filter(byTag tag: String?) { viewModel.filter(byTag: tag) }
    /// `sort`: passes the order to the view model.
    public func sort(by sort: QuestionSort) { viewModel.sort(by: sort) }

    /// `search`: passes the words to the view model.
    public func search(for words: String?) { viewModel.search(for: words) }
    /// A newer command, or Ctrl-C: asks the view model to stop its load.
    public func cancelLoad() { viewModel.cancelLoad() }
    /// `save N`: passes the row to the view model.
    public func saveQuestion(atRow number: Int) { viewModel.saveQuestion(atRow: number) }
    /// `unsave N`: passes the row to the view model.
    public func unsaveQuestion(atRow number: Int) { viewModel.unsaveQuestion(atRow: number) }
    /// `saved`: passes the command to the view model.
    public func openSaved() { viewModel.openSaved() }
}

/// The list view is the last stop of the responder chain: it takes every event that reaches it and turns
/// each into the view model's matching input, undecided. What the event means is the view model's.
extension MVVMQuestionListView: Responder {
    /// Passes `event` on to the view model as its input, and takes it.
    public func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        viewModel.forward(event, isFirstResponder: isFirstResponder)
    }
}
