import Entities
import Presenters
import Testing

/// A list view model that records every input its view sends, and the binding, in order; it holds a state
/// the test sets, hands it to an observer when it binds, and publishes the states the test makes.
@MainActor
final class MVVMRecordingListViewModel: MVVMQuestionListEventHandler, MVVMQuestionListViewModelOutput {
    typealias State = MVVMQuestionListViewModel.State

    enum Call: Equatable {
        case bind
        case loadFirstPage
        case redisplayList
        case openQuestion(row: Int)
        case loadMore
        case refresh
        case filter(tag: String?)
        case sort(QuestionSort)
        case search(words: String?)
        case cancelLoad
        case saveQuestion(row: Int)
        case unsaveQuestion(row: Int)
        case openSaved
        case back
        case showList
        case openUser
        case saveWithoutRow
        case unsaveWithoutRow
        case interrupt
        case moveSelection(by: Int)
        case moveSelectionToFirst
        case moveSelectionToLast
        case openSelection
        case toggleSaveOfSelection
    }

    /// Every input and binding, in the order it came.
    private(set) var calls: [Call] = []
    /// The state now: what an observer gets when it binds, and what `publish` changes.
    var state: State
    private var observers: [@MainActor (State) -> Void] = []

    /// A view model whose state is `state` until the test publishes another.
    init(state: State) { self.state = state }

    /// Keeps `observer` and hands it the state now, as the real view model does.
    func bind(_ observer: @escaping @MainActor (State) -> Void) {
        calls.append(.bind)
        observers.append(observer)
        observer(state)
    }

    /// Changes the state by `change` and hands it to every bound observer; with none bound, the test fails.
    func publish(_ change: (inout State) -> Void = { _ in }) {
        change(&state)
        if observers.isEmpty { Issue.record("a state was published with no view bound") }
        for observer in observers { observer(state) }
    }

    func back() { calls.append(.back) }
    func showList() { calls.append(.showList) }
    func openUser() { calls.append(.openUser) }
    func saveQuestion() { calls.append(.saveWithoutRow) }
    func unsaveQuestion() { calls.append(.unsaveWithoutRow) }
    func interrupt() { calls.append(.interrupt) }
    func loadFirstPage() { calls.append(.loadFirstPage) }
    func redisplayList() { calls.append(.redisplayList) }
    func openQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    func loadMore() { calls.append(.loadMore) }
    func refresh() { calls.append(.refresh) }
    func filter(byTag tag: String?) { calls.append(.filter(tag: tag)) }
    func sort(by sort: QuestionSort) { calls.append(.sort(sort)) }
    func search(for words: String?) { calls.append(.search(words: words)) }
    func cancelLoad() { calls.append(.cancelLoad) }
    func saveQuestion(atRow number: Int) { calls.append(.saveQuestion(row: number)) }
    func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestion(row: number)) }
    func openSaved() { calls.append(.openSaved) }
    func moveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    func moveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    func moveSelectionToLast() { calls.append(.moveSelectionToLast) }
    func openSelection() { calls.append(.openSelection) }
    func toggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}

/// A question view model that records every input its view sends, and the binding, in order; it holds a
/// state the test sets, hands it to an observer when it binds, and publishes the states the test makes.
@MainActor
final class MVVMRecordingQuestionViewModel: MVVMQuestionEventHandler, MVVMQuestionViewModelOutput {
    typealias State = MVVMQuestionViewModel.State

    enum Call: Equatable {
        case bind
        case loadQuestion
        case redisplay
        case back
        case interrupt
        case goBack
        case openUser
        case cancelLoad
        case saveQuestion
        case unsaveQuestion
        case saveQuestionAtRow(Int)
        case unsaveQuestionAtRow(Int)
        case openSaved
        case toggleSave
        case commandRefused(String)
    }

    /// Every input and binding, in the order it came.
    private(set) var calls: [Call] = []
    /// The state now: what an observer gets when it binds, and what `publish` changes.
    var state: State
    private var observers: [@MainActor (State) -> Void] = []

    /// A view model whose state is `state` until the test publishes another.
    init(state: State = State()) { self.state = state }

    /// Keeps `observer` and hands it the state now, as the real view model does.
    func bind(_ observer: @escaping @MainActor (State) -> Void) {
        calls.append(.bind)
        observers.append(observer)
        observer(state)
    }

    /// Changes the state by `change` and hands it to every bound observer; with none bound, the test fails.
    func publish(_ change: (inout State) -> Void = { _ in }) {
        change(&state)
        if observers.isEmpty { Issue.record("a state was published with no view bound") }
        for observer in observers { observer(state) }
    }

    func loadQuestion() { calls.append(.loadQuestion) }
    func redisplay() { calls.append(.redisplay) }
    func back() { calls.append(.back) }
    func interrupt() { calls.append(.interrupt) }
    func goBack() { calls.append(.goBack) }
    func saveQuestion(atRow number: Int) { calls.append(.saveQuestionAtRow(number)) }
    func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestionAtRow(number)) }
    func openUser() { calls.append(.openUser) }
    func cancelLoad() { calls.append(.cancelLoad) }
    func commandRefused(_ text: String) { calls.append(.commandRefused(text)) }
    func saveQuestion() { calls.append(.saveQuestion) }
    func unsaveQuestion() { calls.append(.unsaveQuestion) }
    func openSaved() { calls.append(.openSaved) }
    func toggleSave() { calls.append(.toggleSave) }
}

/// A user-page view model that records every input its view sends, and the binding, in order; it holds a
/// state the test sets, hands it to an observer when it binds, and publishes the states the test makes.
@MainActor
final class MVVMRecordingUserViewModel: MVVMUserEventHandler, MVVMUserViewModelOutput {
    typealias State = MVVMUserViewModel.State

    enum Call: Equatable {
        case bind
        case loadPage
        case redisplay
        case openQuestion(row: Int)
        case loadMore
        case back
        case interrupt
        case goBack
        case cancelLoad
        case saveQuestion(row: Int)
        case unsaveQuestion(row: Int)
        case openUser
        case saveWithoutARow
        case unsaveWithoutARow
        case openSaved
        case moveSelection(by: Int)
        case moveSelectionToFirst
        case moveSelectionToLast
        case openSelection
        case toggleSaveOfSelection
    }

    /// Every input and binding, in the order it came.
    private(set) var calls: [Call] = []
    /// The state now: what an observer gets when it binds, and what `publish` changes.
    var state: State
    private var observers: [@MainActor (State) -> Void] = []

    /// A view model whose state is `state` until the test publishes another.
    init(state: State = State()) { self.state = state }

    /// Keeps `observer` and hands it the state now, as the real view model does.
    func bind(_ observer: @escaping @MainActor (State) -> Void) {
        calls.append(.bind)
        observers.append(observer)
        observer(state)
    }

    /// Changes the state by `change` and hands it to every bound observer; with none bound, the test fails.
    func publish(_ change: (inout State) -> Void = { _ in }) {
        change(&state)
        if observers.isEmpty { Issue.record("a state was published with no view bound") }
        for observer in observers { observer(state) }
    }

    func loadPage() { calls.append(.loadPage) }
    func back() { calls.append(.back) }
    func interrupt() { calls.append(.interrupt) }
    func redisplay() { calls.append(.redisplay) }
    func openQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    func loadMore() { calls.append(.loadMore) }
    func goBack() { calls.append(.goBack) }
    func cancelLoad() { calls.append(.cancelLoad) }
    func saveQuestion(atRow number: Int) { calls.append(.saveQuestion(row: number)) }
    func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestion(row: number)) }
    func openUser() { calls.append(.openUser) }
    func saveQuestion() { calls.append(.saveWithoutARow) }
    func unsaveQuestion() { calls.append(.unsaveWithoutARow) }
    func openSaved() { calls.append(.openSaved) }
    func moveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    func moveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    func moveSelectionToLast() { calls.append(.moveSelectionToLast) }
    func openSelection() { calls.append(.openSelection) }
    func toggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}

/// A saved-screen view model that records every input its view sends, and the binding, in order; it holds
/// a state the test sets, hands it to an observer when it binds, and publishes the states the test makes.
@MainActor
final class MVVMRecordingSavedViewModel: MVVMSavedEventHandler, MVVMSavedViewModelOutput {
    typealias State = MVVMSavedViewModel.State

    enum Call: Equatable {
        case bind
        case loadFirstPage
        case redisplay
        case openQuestion(row: Int)
        case loadMore
        case saveQuestion(row: Int)
        case unsaveQuestion(row: Int)
        case openUser
        case saveWithoutARow
        case unsaveWithoutARow
        case openSaved
        case back
        case interrupt
        case goBack
        case moveSelection(by: Int)
        case moveSelectionToFirst
        case moveSelectionToLast
        case openSelection
        case toggleSaveOfSelection
    }

    /// Every input and binding, in the order it came.
    private(set) var calls: [Call] = []
    /// The state now: what an observer gets when it binds, and what `publish` changes.
    var state: State
    private var observers: [@MainActor (State) -> Void] = []

    /// A view model whose state is `state` until the test publishes another.
    init(state: State) { self.state = state }

    /// Keeps `observer` and hands it the state now, as the real view model does.
    func bind(_ observer: @escaping @MainActor (State) -> Void) {
        calls.append(.bind)
        observers.append(observer)
        observer(state)
    }

    /// Changes the state by `change` and hands it to every bound observer; with none bound, the test fails.
    func publish(_ change: (inout State) -> Void = { _ in }) {
        change(&state)
        if observers.isEmpty { Issue.record("a state was published with no view bound") }
        for observer in observers { observer(state) }
    }

    func loadFirstPage() { calls.append(.loadFirstPage) }
    func redisplay() { calls.append(.redisplay) }
    func openQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    func loadMore() { calls.append(.loadMore) }
    func saveQuestion(atRow number: Int) { calls.append(.saveQuestion(row: number)) }
    func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestion(row: number)) }
    func openUser() { calls.append(.openUser) }
    func saveQuestion() { calls.append(.saveWithoutARow) }
    func unsaveQuestion() { calls.append(.unsaveWithoutARow) }
    func openSaved() { calls.append(.openSaved) }
    func back() { calls.append(.back) }
    func interrupt() { calls.append(.interrupt) }
    func goBack() { calls.append(.goBack) }
    func moveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    func moveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    func moveSelectionToLast() { calls.append(.moveSelectionToLast) }
    func openSelection() { calls.append(.openSelection) }
    func toggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}
