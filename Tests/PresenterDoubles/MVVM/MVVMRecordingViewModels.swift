import Entities
import Presenters
import Testing

/// A list view model that records every input its view sends, and the binding, in order; it holds a state
/// the test sets, hands it to an observer when it binds, and publishes the states the test makes.
@MainActor
public final class MVVMRecordingListViewModel: MVVMQuestionListEventHandler, MVVMQuestionListViewModelOutput {
    /// The state of the view model this double stands for.
    public typealias State = MVVMQuestionListViewModel.State

    /// An input the view sent, or its binding, as recorded.
    public enum Call: Equatable, Sendable {
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
    public private(set) var calls: [Call] = []
    /// The state now: what an observer gets when it binds, and what `publish` changes.
    public var state: State
    private var observers: [@MainActor (State) -> Void] = []

    /// A view model whose state is `state` until the test publishes another.
    public init(state: State) { self.state = state }

    /// Keeps `observer` and hands it the state now, as the real view model does.
    public func bind(_ observer: @escaping @MainActor (State) -> Void) {
        calls.append(.bind)
        observers.append(observer)
        observer(state)
    }

    /// Changes the state by `change` and hands it to every bound observer; with none bound, the test fails.
    public func publish(_ change: (inout State) -> Void = { _ in }) {
        change(&state)
        if observers.isEmpty { Issue.record("a state was published with no view bound") }
        for observer in observers { observer(state) }
    }

    /// Records the input.
    public func back() { calls.append(.back) }
    /// Records the input.
    public func showList() { calls.append(.showList) }
    /// Records the input.
    public func openUser() { calls.append(.openUser) }
    /// Records the input.
    public func saveQuestion() { calls.append(.saveWithoutRow) }
    /// Records the input.
    public func unsaveQuestion() { calls.append(.unsaveWithoutRow) }
    /// Records the input.
    public func interrupt() { calls.append(.interrupt) }
    /// Records the input.
    public func loadFirstPage() { calls.append(.loadFirstPage) }
    /// Records the input.
    public func redisplayList() { calls.append(.redisplayList) }
    /// Records the input.
    public func openQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    /// Records the input.
    public func loadMore() { calls.append(.loadMore) }
    /// Records the input.
    public func refresh() { calls.append(.refresh) }
    /// Records the input.
    public func filter(byTag tag: String?) { calls.append(.filter(tag: tag)) }
    /// Records the input.
    public func sort(by sort: QuestionSort) { calls.append(.sort(sort)) }
    /// Records the input.
    public func search(for words: String?) { calls.append(.search(words: words)) }
    /// Records the input.
    public func cancelLoad() { calls.append(.cancelLoad) }
    /// Records the input.
    public func saveQuestion(atRow number: Int) { calls.append(.saveQuestion(row: number)) }
    /// Records the input.
    public func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestion(row: number)) }
    /// Records the input.
    public func openSaved() { calls.append(.openSaved) }
    /// Records the input.
    public func moveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    /// Records the input.
    public func moveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    /// Records the input.
    public func moveSelectionToLast() { calls.append(.moveSelectionToLast) }
    /// Records the input.
    public func openSelection() { calls.append(.openSelection) }
    /// Records the input.
    public func toggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}

/// A question view model that records every input its view sends, and the binding, in order; it holds a
/// state the test sets, hands it to an observer when it binds, and publishes the states the test makes.
@MainActor
public final class MVVMRecordingQuestionViewModel: MVVMQuestionEventHandler, MVVMQuestionViewModelOutput {
    /// The state of the view model this double stands for.
    public typealias State = MVVMQuestionViewModel.State

    /// An input the view sent, or its binding, as recorded.
    public enum Call: Equatable, Sendable {
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
    public private(set) var calls: [Call] = []
    /// The state now: what an observer gets when it binds, and what `publish` changes.
    public var state: State
    private var observers: [@MainActor (State) -> Void] = []

    /// A view model whose state is `state` until the test publishes another.
    public init(state: State = State()) { self.state = state }

    /// Keeps `observer` and hands it the state now, as the real view model does.
    public func bind(_ observer: @escaping @MainActor (State) -> Void) {
        calls.append(.bind)
        observers.append(observer)
        observer(state)
    }

    /// Changes the state by `change` and hands it to every bound observer; with none bound, the test fails.
    public func publish(_ change: (inout State) -> Void = { _ in }) {
        change(&state)
        if observers.isEmpty { Issue.record("a state was published with no view bound") }
        for observer in observers { observer(state) }
    }

    /// Records the input.
    public func loadQuestion() { calls.append(.loadQuestion) }
    /// Records the input.
    public func redisplay() { calls.append(.redisplay) }
    /// Records the input.
    public func back() { calls.append(.back) }
    /// Records the input.
    public func interrupt() { calls.append(.interrupt) }
    /// Records the input.
    public func goBack() { calls.append(.goBack) }
    /// Records the input.
    public func saveQuestion(atRow number: Int) { calls.append(.saveQuestionAtRow(number)) }
    /// Records the input.
    public func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestionAtRow(number)) }
    /// Records the input.
    public func openUser() { calls.append(.openUser) }
    /// Records the input.
    public func cancelLoad() { calls.append(.cancelLoad) }
    /// Records the input.
    public func commandRefused(_ text: String) { calls.append(.commandRefused(text)) }
    /// Records the input.
    public func saveQuestion() { calls.append(.saveQuestion) }
    /// Records the input.
    public func unsaveQuestion() { calls.append(.unsaveQuestion) }
    /// Records the input.
    public func openSaved() { calls.append(.openSaved) }
    /// Records the input.
    public func toggleSave() { calls.append(.toggleSave) }
}

/// A user-page view model that records every input its view sends, and the binding, in order; it holds a
/// state the test sets, hands it to an observer when it binds, and publishes the states the test makes.
@MainActor
public final class MVVMRecordingUserViewModel: MVVMUserEventHandler, MVVMUserViewModelOutput {
    /// The state of the view model this double stands for.
    public typealias State = MVVMUserViewModel.State

    /// An input the view sent, or its binding, as recorded.
    public enum Call: Equatable, Sendable {
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
    public private(set) var calls: [Call] = []
    /// The state now: what an observer gets when it binds, and what `publish` changes.
    public var state: State
    private var observers: [@MainActor (State) -> Void] = []

    /// A view model whose state is `state` until the test publishes another.
    public init(state: State = State()) { self.state = state }

    /// Keeps `observer` and hands it the state now, as the real view model does.
    public func bind(_ observer: @escaping @MainActor (State) -> Void) {
        calls.append(.bind)
        observers.append(observer)
        observer(state)
    }

    /// Changes the state by `change` and hands it to every bound observer; with none bound, the test fails.
    public func publish(_ change: (inout State) -> Void = { _ in }) {
        change(&state)
        if observers.isEmpty { Issue.record("a state was published with no view bound") }
        for observer in observers { observer(state) }
    }

    /// Records the input.
    public func loadPage() { calls.append(.loadPage) }
    /// Records the input.
    public func back() { calls.append(.back) }
    /// Records the input.
    public func interrupt() { calls.append(.interrupt) }
    /// Records the input.
    public func redisplay() { calls.append(.redisplay) }
    /// Records the input.
    public func openQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    /// Records the input.
    public func loadMore() { calls.append(.loadMore) }
    /// Records the input.
    public func goBack() { calls.append(.goBack) }
    /// Records the input.
    public func cancelLoad() { calls.append(.cancelLoad) }
    /// Records the input.
    public func saveQuestion(atRow number: Int) { calls.append(.saveQuestion(row: number)) }
    /// Records the input.
    public func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestion(row: number)) }
    /// Records the input.
    public func openUser() { calls.append(.openUser) }
    /// Records the input.
    public func saveQuestion() { calls.append(.saveWithoutARow) }
    /// Records the input.
    public func unsaveQuestion() { calls.append(.unsaveWithoutARow) }
    /// Records the input.
    public func openSaved() { calls.append(.openSaved) }
    /// Records the input.
    public func moveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    /// Records the input.
    public func moveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    /// Records the input.
    public func moveSelectionToLast() { calls.append(.moveSelectionToLast) }
    /// Records the input.
    public func openSelection() { calls.append(.openSelection) }
    /// Records the input.
    public func toggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}

/// A saved-screen view model that records every input its view sends, and the binding, in order; it holds
/// a state the test sets, hands it to an observer when it binds, and publishes the states the test makes.
@MainActor
public final class MVVMRecordingSavedViewModel: MVVMSavedEventHandler, MVVMSavedViewModelOutput {
    /// The state of the view model this double stands for.
    public typealias State = MVVMSavedViewModel.State

    /// An input the view sent, or its binding, as recorded.
    public enum Call: Equatable, Sendable {
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
    public private(set) var calls: [Call] = []
    /// The state now: what an observer gets when it binds, and what `publish` changes.
    public var state: State
    private var observers: [@MainActor (State) -> Void] = []

    /// A view model whose state is `state` until the test publishes another.
    public init(state: State) { self.state = state }

    /// Keeps `observer` and hands it the state now, as the real view model does.
    public func bind(_ observer: @escaping @MainActor (State) -> Void) {
        calls.append(.bind)
        observers.append(observer)
        observer(state)
    }

    /// Changes the state by `change` and hands it to every bound observer; with none bound, the test fails.
    public func publish(_ change: (inout State) -> Void = { _ in }) {
        change(&state)
        if observers.isEmpty { Issue.record("a state was published with no view bound") }
        for observer in observers { observer(state) }
    }

    /// Records the input.
    public func loadFirstPage() { calls.append(.loadFirstPage) }
    /// Records the input.
    public func redisplay() { calls.append(.redisplay) }
    /// Records the input.
    public func openQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    /// Records the input.
    public func loadMore() { calls.append(.loadMore) }
    /// Records the input.
    public func saveQuestion(atRow number: Int) { calls.append(.saveQuestion(row: number)) }
    /// Records the input.
    public func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestion(row: number)) }
    /// Records the input.
    public func openUser() { calls.append(.openUser) }
    /// Records the input.
    public func saveQuestion() { calls.append(.saveWithoutARow) }
    /// Records the input.
    public func unsaveQuestion() { calls.append(.unsaveWithoutARow) }
    /// Records the input.
    public func openSaved() { calls.append(.openSaved) }
    /// Records the input.
    public func back() { calls.append(.back) }
    /// Records the input.
    public func interrupt() { calls.append(.interrupt) }
    /// Records the input.
    public func goBack() { calls.append(.goBack) }
    /// Records the input.
    public func moveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    /// Records the input.
    public func moveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    /// Records the input.
    public func moveSelectionToLast() { calls.append(.moveSelectionToLast) }
    /// Records the input.
    public func openSelection() { calls.append(.openSelection) }
    /// Records the input.
    public func toggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}
