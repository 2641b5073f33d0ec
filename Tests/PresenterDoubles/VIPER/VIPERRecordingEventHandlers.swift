import Entities
import Presenters

/// A list presenter that records every event its view reports, in order.
@MainActor
public final class VIPERRecordingListEventHandler: VIPERQuestionListEventHandler {
    /// A double with no calls yet.
    public init() {}

    /// An event the view sent, as recorded.
    public enum Call: Equatable, Sendable {
        case viewDidLoad
        case redisplayList
        case openQuestion(row: Int)
        case loadMore
        case refresh
        case filter(tag: String?)
        case sort(QuestionSort)
        case search(words: String?)
        case cancelLoad
        case save(row: Int)
        case unsave(row: Int)
        case openSaved
        case back
        case list
        case user
        case saveWithoutRow
        case unsaveWithoutRow
        case interrupt
        case moveSelection(by: Int)
        case moveSelectionToFirst
        case moveSelectionToLast
        case openSelection
        case toggleSaveOfSelection
    }

    /// Every event, in the order it came.
    public private(set) var calls: [Call] = []

    /// Records the event.
    public func didRequestBack() { calls.append(.back) }
    /// Records the event.
    public func didRequestList() { calls.append(.list) }
    /// Records the event.
    public func didRequestUser() { calls.append(.user) }
    /// Records the event.
    public func didRequestSave() { calls.append(.saveWithoutRow) }
    /// Records the event.
    public func didRequestUnsave() { calls.append(.unsaveWithoutRow) }
    /// Records the event.
    public func didInterrupt() { calls.append(.interrupt) }
    /// Records the event.
    public func viewDidLoad() { calls.append(.viewDidLoad) }
    /// Records the event.
    public func didRequestRedisplayList() { calls.append(.redisplayList) }
    /// Records the event.
    public func didRequestOpenQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    /// Records the event.
    public func didRequestLoadMore() { calls.append(.loadMore) }
    /// Records the event.
    public func didRequestRefresh() { calls.append(.refresh) }
    /// Records the event.
    public func didRequestFilter(byTag tag: String?) { calls.append(.filter(tag: tag)) }
    /// Records the event.
    public func didRequestSort(by sort: QuestionSort) { calls.append(.sort(sort)) }
    /// Records the event.
    public func didRequestSearch(for words: String?) { calls.append(.search(words: words)) }
    /// Records the event.
    public func didRequestCancelLoad() { calls.append(.cancelLoad) }
    /// Records the event.
    public func didRequestSave(atRow number: Int) { calls.append(.save(row: number)) }
    /// Records the event.
    public func didRequestUnsave(atRow number: Int) { calls.append(.unsave(row: number)) }
    /// Records the event.
    public func didRequestOpenSaved() { calls.append(.openSaved) }
    /// Records the event.
    public func didRequestMoveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    /// Records the event.
    public func didRequestMoveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    /// Records the event.
    public func didRequestMoveSelectionToLast() { calls.append(.moveSelectionToLast) }
    /// Records the event.
    public func didRequestOpenSelection() { calls.append(.openSelection) }
    /// Records the event.
    public func didRequestToggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}

/// A question presenter that records every event its view reports, in order.
@MainActor
public final class VIPERRecordingQuestionEventHandler: VIPERQuestionEventHandler {
    /// A double with no calls yet.
    public init() {}

    /// An event the view sent, as recorded.
    public enum Call: Equatable, Sendable {
        case viewDidLoad
        case back
        case goBack
        case interrupt
        case user
        case cancelLoad
        case redisplay
        case save
        case unsave
        case saveAtRow(Int)
        case unsaveAtRow(Int)
        case openSaved
        case toggleSave
    }

    /// Every event, in the order it came.
    public private(set) var calls: [Call] = []

    /// Records the event.
    public func viewDidLoad() { calls.append(.viewDidLoad) }
    /// Records the event.
    public func didRequestBack() { calls.append(.back) }
    /// Records the event.
    public func didRequestGoBack() { calls.append(.goBack) }
    /// Records the event.
    public func didInterrupt() { calls.append(.interrupt) }
    /// Records the event.
    public func didRequestUser() { calls.append(.user) }
    /// Records the event.
    public func didRequestSave(atRow number: Int) { calls.append(.saveAtRow(number)) }
    /// Records the event.
    public func didRequestUnsave(atRow number: Int) { calls.append(.unsaveAtRow(number)) }
    /// Records the event.
    public func didRequestCancelLoad() { calls.append(.cancelLoad) }
    /// Records the event.
    public func didRequestRedisplay() { calls.append(.redisplay) }
    /// Records the event.
    public func didRequestSave() { calls.append(.save) }
    /// Records the event.
    public func didRequestUnsave() { calls.append(.unsave) }
    /// Records the event.
    public func didRequestOpenSaved() { calls.append(.openSaved) }
    /// Records the event.
    public func didRequestToggleSave() { calls.append(.toggleSave) }
}

/// A user-page presenter that records every event its view reports, in order.
@MainActor
public final class VIPERRecordingUserEventHandler: VIPERUserEventHandler {
    /// A double with no calls yet.
    public init() {}

    /// An event the view sent, as recorded.
    public enum Call: Equatable, Sendable {
        case viewDidLoad
        case openQuestion(row: Int)
        case loadMore
        case back
        case goBack
        case interrupt
        case cancelLoad
        case redisplay
        case save(row: Int)
        case unsave(row: Int)
        case user
        case saveWithoutARow
        case unsaveWithoutARow
        case openSaved
        case moveSelection(by: Int)
        case moveSelectionToFirst
        case moveSelectionToLast
        case openSelection
        case toggleSaveOfSelection
    }

    /// Every event, in the order it came.
    public private(set) var calls: [Call] = []

    /// Records the event.
    public func viewDidLoad() { calls.append(.viewDidLoad) }
    /// Records the event.
    public func didRequestOpenQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    /// Records the event.
    public func didRequestLoadMore() { calls.append(.loadMore) }
    /// Records the event.
    public func didRequestBack() { calls.append(.back) }
    /// Records the event.
    public func didRequestGoBack() { calls.append(.goBack) }
    /// Records the event.
    public func didInterrupt() { calls.append(.interrupt) }
    /// Records the event.
    public func didRequestCancelLoad() { calls.append(.cancelLoad) }
    /// Records the event.
    public func didRequestRedisplay() { calls.append(.redisplay) }
    /// Records the event.
    public func didRequestSave(atRow number: Int) { calls.append(.save(row: number)) }
    /// Records the event.
    public func didRequestUnsave(atRow number: Int) { calls.append(.unsave(row: number)) }
    /// Records the event.
    public func didRequestUser() { calls.append(.user) }
    /// Records the event.
    public func didRequestSave() { calls.append(.saveWithoutARow) }
    /// Records the event.
    public func didRequestUnsave() { calls.append(.unsaveWithoutARow) }
    /// Records the event.
    public func didRequestOpenSaved() { calls.append(.openSaved) }
    /// Records the event.
    public func didRequestMoveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    /// Records the event.
    public func didRequestMoveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    /// Records the event.
    public func didRequestMoveSelectionToLast() { calls.append(.moveSelectionToLast) }
    /// Records the event.
    public func didRequestOpenSelection() { calls.append(.openSelection) }
    /// Records the event.
    public func didRequestToggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}

/// A saved-screen presenter that records every event its view reports, in order.
@MainActor
public final class VIPERRecordingSavedEventHandler: VIPERSavedEventHandler {
    /// A double with no calls yet.
    public init() {}

    /// An event the view sent, as recorded.
    public enum Call: Equatable, Sendable {
        case viewDidLoad
        case redisplay
        case openQuestion(row: Int)
        case loadMore
        case save(row: Int)
        case unsave(row: Int)
        case user
        case saveWithoutARow
        case unsaveWithoutARow
        case openSaved
        case back
        case goBack
        case interrupt
        case moveSelection(by: Int)
        case moveSelectionToFirst
        case moveSelectionToLast
        case openSelection
        case toggleSaveOfSelection
    }

    /// Every event, in the order it came.
    public private(set) var calls: [Call] = []

    /// Records the event.
    public func viewDidLoad() { calls.append(.viewDidLoad) }
    /// Records the event.
    public func didRequestRedisplay() { calls.append(.redisplay) }
    /// Records the event.
    public func didRequestOpenQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    /// Records the event.
    public func didRequestLoadMore() { calls.append(.loadMore) }
    /// Records the event.
    public func didRequestSave(atRow number: Int) { calls.append(.save(row: number)) }
    /// Records the event.
    public func didRequestUnsave(atRow number: Int) { calls.append(.unsave(row: number)) }
    /// Records the event.
    public func didRequestUser() { calls.append(.user) }
    /// Records the event.
    public func didRequestSave() { calls.append(.saveWithoutARow) }
    /// Records the event.
    public func didRequestUnsave() { calls.append(.unsaveWithoutARow) }
    /// Records the event.
    public func didRequestOpenSaved() { calls.append(.openSaved) }
    /// Records the event.
    public func didRequestBack() { calls.append(.back) }
    /// Records the event.
    public func didRequestGoBack() { calls.append(.goBack) }
    /// Records the event.
    public func didInterrupt() { calls.append(.interrupt) }
    /// Records the event.
    public func didRequestMoveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    /// Records the event.
    public func didRequestMoveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    /// Records the event.
    public func didRequestMoveSelectionToLast() { calls.append(.moveSelectionToLast) }
    /// Records the event.
    public func didRequestOpenSelection() { calls.append(.openSelection) }
    /// Records the event.
    public func didRequestToggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}
