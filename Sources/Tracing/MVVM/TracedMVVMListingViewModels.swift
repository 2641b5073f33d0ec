import Entities
import Presenters

/// The user view's inputs on their way to the view model, and the states bound back, traced.
@MainActor
final class TracedMVVMUserViewModel: MVVMUserEventHandler, MVVMUserViewModelOutput {
    private let viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.view, .viewModel) }

    init(_ viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput, tracer: Tracer) {
        self.viewModel = viewModel
        self.tracer = tracer
    }

    func bind(_ observer: @escaping @MainActor (MVVMUserViewModel.State) -> Void) {
        viewModel.bind { [tracer] state in
            tracer.call(.viewModel, .view, "state(\(Self.summary(of: state)))") { observer(state) }
        }
    }

    func loadPage() { trace("loadPage()") { viewModel.loadPage() } }
    func redisplay() { trace("redisplay()") { viewModel.redisplay() } }

    func openQuestion(atRow number: Int) {
        trace("openQuestion(atRow: \(number))") { viewModel.openQuestion(atRow: number) }
    }

    func loadMore() { trace("loadMore()") { viewModel.loadMore() } }
    func goBack() { trace("goBack()") { viewModel.goBack() } }
    func back() { trace("back()") { viewModel.back() } }
    func interrupt() { trace("interrupt()") { viewModel.interrupt() } }
    func cancelLoad() { trace("cancelLoad()") { viewModel.cancelLoad() } }

    func saveQuestion(atRow number: Int) {
        trace("saveQuestion(atRow: \(number))") { viewModel.saveQuestion(atRow: number) }
    }

    func unsaveQuestion(atRow number: Int) {
        trace("unsaveQuestion(atRow: \(number))") { viewModel.unsaveQuestion(atRow: number) }
    }

    func openSaved() { trace("openSaved()") { viewModel.openSaved() } }
    func openUser() { trace("openUser()") { viewModel.openUser() } }
    func saveQuestion() { trace("saveQuestion()") { viewModel.saveQuestion() } }
    func unsaveQuestion() { trace("unsaveQuestion()") { viewModel.unsaveQuestion() } }

    private static func summary(of state: MVVMUserViewModel.State) -> String {
        var parts: [String] = []
        if state.isLoading { parts.append("loading") }
        if let page = state.page {
            parts.append(
                "user, \(TraceSummary.counted(page.rows.count, "question")), pages \(state.pagesLoaded)")
        }
        if let notice = state.notice { parts.append("notice #\(notice.number)") }
        if let error = state.error { parts.append("error #\(error.number)") }
        return parts.isEmpty ? "empty" : parts.joined(separator: ", ")
    }

    func moveSelection(by rows: Int) {
        trace("moveSelection(by: \(rows))") { viewModel.moveSelection(by: rows) }
    }
    func moveSelectionToFirst() { trace("moveSelectionToFirst()") { viewModel.moveSelectionToFirst() } }
    func moveSelectionToLast() { trace("moveSelectionToLast()") { viewModel.moveSelectionToLast() } }
    func openSelection() { trace("openSelection()") { viewModel.openSelection() } }
    func toggleSaveOfSelection() { trace("toggleSaveOfSelection()") { viewModel.toggleSaveOfSelection() } }
}

/// The saved-screen view's inputs on their way to the view model, and the states bound back, traced.
@MainActor
final class TracedMVVMSavedViewModel: MVVMSavedEventHandler, MVVMSavedViewModelOutput {
    private let viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.view, .viewModel) }

    init(_ viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput, tracer: Tracer) {
        self.viewModel = viewModel
        self.tracer = tracer
    }

    func bind(_ observer: @escaping @MainActor (MVVMSavedViewModel.State) -> Void) {
        viewModel.bind { [tracer] state in
            tracer.call(.viewModel, .view, "state(\(Self.summary(of: state)))") { observer(state) }
        }
    }

    func loadFirstPage() { trace("loadFirstPage()") { viewModel.loadFirstPage() } }
    func redisplay() { trace("redisplay()") { viewModel.redisplay() } }

    func openQuestion(atRow number: Int) {
        trace("openQuestion(atRow: \(number))") { viewModel.openQuestion(atRow: number) }
    }

    func loadMore() { trace("loadMore()") { viewModel.loadMore() } }

    func saveQuestion(atRow number: Int) {
        trace("saveQuestion(atRow: \(number))") { viewModel.saveQuestion(atRow: number) }
    }

    func unsaveQuestion(atRow number: Int) {
        trace("unsaveQuestion(atRow: \(number))") { viewModel.unsaveQuestion(atRow: number) }
    }

    func goBack() { trace("goBack()") { viewModel.goBack() } }
    func back() { trace("back()") { viewModel.back() } }
    func interrupt() { trace("interrupt()") { viewModel.interrupt() } }
    func openSaved() { trace("openSaved()") { viewModel.openSaved() } }
    func openUser() { trace("openUser()") { viewModel.openUser() } }
    func saveQuestion() { trace("saveQuestion()") { viewModel.saveQuestion() } }
    func unsaveQuestion() { trace("unsaveQuestion()") { viewModel.unsaveQuestion() } }

    /// "2 rows, version 1": what a view needs to know to draw the change.
    private static func summary(of state: MVVMSavedViewModel.State) -> String {
        var parts = [TraceSummary.list(state.list), "version \(state.listVersion)"]
        parts.append(TraceSummary.counted(state.pagesLoaded, "page"))
        if let notice = state.notice { parts.append("notice #\(notice.number)") }
        if let error = state.error { parts.append("error #\(error.number)") }
        return parts.joined(separator: ", ")
    }

    func moveSelection(by rows: Int) {
        trace("moveSelection(by: \(rows))") { viewModel.moveSelection(by: rows) }
    }
    func moveSelectionToFirst() { trace("moveSelectionToFirst()") { viewModel.moveSelectionToFirst() } }
    func moveSelectionToLast() { trace("moveSelectionToLast()") { viewModel.moveSelectionToLast() } }
    func openSelection() { trace("openSelection()") { viewModel.openSelection() } }
    func toggleSaveOfSelection() { trace("toggleSaveOfSelection()") { viewModel.toggleSaveOfSelection() } }
}
