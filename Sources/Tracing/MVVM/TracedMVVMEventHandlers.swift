import Entities
import Presenters

/// The list view's inputs on their way to the view model, and the states bound back, traced.
@MainActor
final class TracedMVVMQuestionListViewModel: MVVMQuestionListEventHandler, MVVMQuestionListViewModelOutput {
    private let viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.view, .viewModel) }

    init(_ viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput, tracer: Tracer) {
        self.viewModel = viewModel
        self.tracer = tracer
    }

    func bind(_ observer: @escaping @MainActor (MVVMQuestionListViewModel.State) -> Void) {
        viewModel.bind { [tracer] state in
            tracer.call(.viewModel, .view, "state(\(Self.summary(of: state)))") { observer(state) }
        }
    }

    func loadFirstPage() { trace("loadFirstPage()") { viewModel.loadFirstPage() } }
    func redisplayList() { trace("redisplayList()") { viewModel.redisplayList() } }

    func openQuestion(atRow number: Int) {
        trace("openQuestion(atRow: \(number))") { viewModel.openQuestion(atRow: number) }
    }

    func loadMore() { trace("loadMore()") { viewModel.loadMore() } }
    func refresh() { trace("refresh()") { viewModel.refresh() } }

    func filter(byTag tag: String?) {
        trace("filter(byTag: \(TraceSummary.tag(tag)))") { viewModel.filter(byTag: tag) }
    }

    func sort(by sort: QuestionSort) { trace("sort(by: \(sort.rawValue))") { viewModel.sort(by: sort) } }

    func search(for words: String?) {
        trace("search(for: \(TraceSummary.optional(words)))") { viewModel.search(for: words) }
    }

    func cancelLoad() { trace("cancelLoad()") { viewModel.cancelLoad() } }

    func saveQuestion(atRow number: Int) {
        trace("saveQuestion(atRow: \(number))") { viewModel.saveQuestion(atRow: number) }
    }

    func unsaveQuestion(atRow number: Int) {
        trace("unsaveQuestion(atRow: \(number))") { viewModel.unsaveQuestion(atRow: number) }
    }

    func openSaved() { trace("openSaved()") { viewModel.openSaved() } }
    func back() { trace("back()") { viewModel.back() } }
    func showList() { trace("showList()") { viewModel.showList() } }
    func openUser() { trace("openUser()") { viewModel.openUser() } }
    func saveQuestion() { trace("saveQuestion()") { viewModel.saveQuestion() } }
    func unsaveQuestion() { trace("unsaveQuestion()") { viewModel.unsaveQuestion() } }
    func interrupt() { trace("interrupt()") { viewModel.interrupt() } }

    /// "30 rows, version 2, loading": what a view needs to know to draw the change.
    private static func summary(of state: MVVMQuestionListViewModel.State) -> String {
        var parts = [TraceSummary.list(state.list), "version \(state.listVersion)"]
        parts.append(TraceSummary.counted(state.pagesLoaded, "page"))
        if state.isLoading { parts.append("loading") }
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

/// The question view's inputs on their way to the view model, and the states bound back, traced.
@MainActor
final class TracedMVVMQuestionViewModel: MVVMQuestionEventHandler, MVVMQuestionViewModelOutput {
    private let viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.view, .viewModel) }

    init(_ viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput, tracer: Tracer) {
        self.viewModel = viewModel
        self.tracer = tracer
    }

    func bind(_ observer: @escaping @MainActor (MVVMQuestionViewModel.State) -> Void) {
        viewModel.bind { [tracer] state in
            tracer.call(.viewModel, .view, "state(\(Self.summary(of: state)))") { observer(state) }
        }
    }

    func loadQuestion() { trace("loadQuestion()") { viewModel.loadQuestion() } }
    func redisplay() { trace("redisplay()") { viewModel.redisplay() } }
    func goBack() { trace("goBack()") { viewModel.goBack() } }
    func back() { trace("back()") { viewModel.back() } }
    func interrupt() { trace("interrupt()") { viewModel.interrupt() } }
    func openUser() { trace("openUser()") { viewModel.openUser() } }

    func saveQuestion(atRow number: Int) {
        trace("saveQuestion(atRow: \(number))") { viewModel.saveQuestion(atRow: number) }
    }

    func unsaveQuestion(atRow number: Int) {
        trace("unsaveQuestion(atRow: \(number))") { viewModel.unsaveQuestion(atRow: number) }
    }

    func cancelLoad() { trace("cancelLoad()") { viewModel.cancelLoad() } }
    func saveQuestion() { trace("saveQuestion()") { viewModel.saveQuestion() } }
    func unsaveQuestion() { trace("unsaveQuestion()") { viewModel.unsaveQuestion() } }
    func openSaved() { trace("openSaved()") { viewModel.openSaved() } }
    func commandRefused(_ text: String) { trace("commandRefused()") { viewModel.commandRefused(text) } }

    private static func summary(of state: MVVMQuestionViewModel.State) -> String {
        var parts: [String] = []
        if state.isLoading { parts.append("loading") }
        if let screen = state.screen {
            parts.append("question, \(TraceSummary.counted(screen.answers.count, "answer"))")
        }
        if let notice = state.notice { parts.append("notice #\(notice.number)") }
        if let error = state.error { parts.append("error #\(error.number)") }
        return parts.isEmpty ? "empty" : parts.joined(separator: ", ")
    }

    func toggleSave() { trace("toggleSave()") { viewModel.toggleSave() } }
}
