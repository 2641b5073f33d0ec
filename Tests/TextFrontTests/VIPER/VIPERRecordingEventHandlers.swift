import Entities
import Presenters

/// A list presenter that records every event its view reports, in order.
@MainActor
final class VIPERRecordingListEventHandler: VIPERQuestionListEventHandler {
    enum Call: Equatable {
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
    private(set) var calls: [Call] = []

    func didRequestBack() { calls.append(.back) }
    func didRequestList() { calls.append(.list) }
    func didRequestUser() { calls.append(.user) }
    func didRequestSave() { calls.append(.saveWithoutRow) }
    func didRequestUnsave() { calls.append(.unsaveWithoutRow) }
    func didInterrupt() { calls.append(.interrupt) }
    func viewDidLoad() { calls.append(.viewDidLoad) }
    func didRequestRedisplayList() { calls.append(.redisplayList) }
    func didRequestOpenQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    func didRequestLoadMore() { calls.append(.loadMore) }
    func didRequestRefresh() { calls.append(.refresh) }
    func didRequestFilter(byTag tag: String?) { calls.append(.filter(tag: tag)) }
    func didRequestSort(by sort: QuestionSort) { calls.append(.sort(sort)) }
    func didRequestSearch(for words: String?) { calls.append(.search(words: words)) }
    func didRequestCancelLoad() { calls.append(.cancelLoad) }
    func didRequestSave(atRow number: Int) { calls.append(.save(row: number)) }
    func didRequestUnsave(atRow number: Int) { calls.append(.unsave(row: number)) }
    func didRequestOpenSaved() { calls.append(.openSaved) }
    func didRequestMoveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    func didRequestMoveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    func didRequestMoveSelectionToLast() { calls.append(.moveSelectionToLast) }
    func didRequestOpenSelection() { calls.append(.openSelection) }
    func didRequestToggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}

/// A question presenter that records every event its view reports, in order.
@MainActor
final class VIPERRecordingQuestionEventHandler: VIPERQuestionEventHandler {
    enum Call: Equatable {
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
    private(set) var calls: [Call] = []

    func viewDidLoad() { calls.append(.viewDidLoad) }
    func didRequestBack() { calls.append(.back) }
    func didRequestGoBack() { calls.append(.goBack) }
    func didInterrupt() { calls.append(.interrupt) }
    func didRequestUser() { calls.append(.user) }
    func didRequestSave(atRow number: Int) { calls.append(.saveAtRow(number)) }
    func didRequestUnsave(atRow number: Int) { calls.append(.unsaveAtRow(number)) }
    func didRequestCancelLoad() { calls.append(.cancelLoad) }
    func didRequestRedisplay() { calls.append(.redisplay) }
    func didRequestSave() { calls.append(.save) }
    func didRequestUnsave() { calls.append(.unsave) }
    func didRequestOpenSaved() { calls.append(.openSaved) }
    func didRequestToggleSave() { calls.append(.toggleSave) }
}

/// A user-page presenter that records every event its view reports, in order.
@MainActor
final class VIPERRecordingUserEventHandler: VIPERUserEventHandler {
    enum Call: Equatable {
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
    private(set) var calls: [Call] = []

    func viewDidLoad() { calls.append(.viewDidLoad) }
    func didRequestOpenQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    func didRequestLoadMore() { calls.append(.loadMore) }
    func didRequestBack() { calls.append(.back) }
    func didRequestGoBack() { calls.append(.goBack) }
    func didInterrupt() { calls.append(.interrupt) }
    func didRequestCancelLoad() { calls.append(.cancelLoad) }
    func didRequestRedisplay() { calls.append(.redisplay) }
    func didRequestSave(atRow number: Int) { calls.append(.save(row: number)) }
    func didRequestUnsave(atRow number: Int) { calls.append(.unsave(row: number)) }
    func didRequestUser() { calls.append(.user) }
    func didRequestSave() { calls.append(.saveWithoutARow) }
    func didRequestUnsave() { calls.append(.unsaveWithoutARow) }
    func didRequestOpenSaved() { calls.append(.openSaved) }
    func didRequestMoveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    func didRequestMoveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    func didRequestMoveSelectionToLast() { calls.append(.moveSelectionToLast) }
    func didRequestOpenSelection() { calls.append(.openSelection) }
    func didRequestToggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}

/// A saved-screen presenter that records every event its view reports, in order.
@MainActor
final class VIPERRecordingSavedEventHandler: VIPERSavedEventHandler {
    enum Call: Equatable {
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
    private(set) var calls: [Call] = []

    func viewDidLoad() { calls.append(.viewDidLoad) }
    func didRequestRedisplay() { calls.append(.redisplay) }
    func didRequestOpenQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    func didRequestLoadMore() { calls.append(.loadMore) }
    func didRequestSave(atRow number: Int) { calls.append(.save(row: number)) }
    func didRequestUnsave(atRow number: Int) { calls.append(.unsave(row: number)) }
    func didRequestUser() { calls.append(.user) }
    func didRequestSave() { calls.append(.saveWithoutARow) }
    func didRequestUnsave() { calls.append(.unsaveWithoutARow) }
    func didRequestOpenSaved() { calls.append(.openSaved) }
    func didRequestBack() { calls.append(.back) }
    func didRequestGoBack() { calls.append(.goBack) }
    func didInterrupt() { calls.append(.interrupt) }
    func didRequestMoveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    func didRequestMoveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    func didRequestMoveSelectionToLast() { calls.append(.moveSelectionToLast) }
    func didRequestOpenSelection() { calls.append(.openSelection) }
    func didRequestToggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}
