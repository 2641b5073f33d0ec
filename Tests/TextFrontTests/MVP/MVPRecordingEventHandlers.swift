import Entities
import Presenters
import Testing

/// A list presenter that records every event its passive view sends, in order, and keeps the view that
/// attached itself, weakly, as the real presenter does.
@MainActor
final class MVPRecordingListEventHandler: MVPQuestionListEventHandler {
    enum Call: Equatable {
        case attach
        case viewDidLoad
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

    /// Every event, in the order it came.
    private(set) var calls: [Call] = []
    /// The view attached, to tell what to show.
    private(set) weak var view: (any MVPQuestionListViewInterface)?

    /// Keeps `view`; a presenter has one view, so a second attach fails the test.
    func attach(_ view: any MVPQuestionListViewInterface) {
        if self.view != nil { Issue.record("a second view attached itself to one presenter") }
        calls.append(.attach)
        self.view = view
    }

    func viewDidLoad() { calls.append(.viewDidLoad) }
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
    func back() { calls.append(.back) }
    func showList() { calls.append(.showList) }
    func openUser() { calls.append(.openUser) }
    func saveQuestion() { calls.append(.saveWithoutRow) }
    func unsaveQuestion() { calls.append(.unsaveWithoutRow) }
    func interrupt() { calls.append(.interrupt) }
    func moveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    func moveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    func moveSelectionToLast() { calls.append(.moveSelectionToLast) }
    func openSelection() { calls.append(.openSelection) }
    func toggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}

/// A question presenter that records every event its passive view sends, in order, and keeps the view
/// that attached itself, weakly.
@MainActor
final class MVPRecordingQuestionEventHandler: MVPQuestionEventHandler {
    enum Call: Equatable {
        case interrupt
        case attach
        case viewDidLoad
        case back
        case goBack
        case openUser
        case cancelLoad
        case redisplay
        case saveQuestion
        case unsaveQuestion
        case saveQuestionAtRow(Int)
        case unsaveQuestionAtRow(Int)
        case openSaved
        case toggleSave
    }

    /// Every event, in the order it came.
    private(set) var calls: [Call] = []
    /// The view attached, to tell what to show.
    private(set) weak var view: (any MVPQuestionViewInterface)?

    /// Keeps `view`; a presenter has one view, so a second attach fails the test.
    func attach(_ view: any MVPQuestionViewInterface) {
        if self.view != nil { Issue.record("a second view attached itself to one presenter") }
        calls.append(.attach)
        self.view = view
    }

    func viewDidLoad() { calls.append(.viewDidLoad) }
    func back() { calls.append(.back) }
    func goBack() { calls.append(.goBack) }
    func interrupt() { calls.append(.interrupt) }
    func openUser() { calls.append(.openUser) }
    func cancelLoad() { calls.append(.cancelLoad) }
    func redisplay() { calls.append(.redisplay) }
    func saveQuestion() { calls.append(.saveQuestion) }
    func unsaveQuestion() { calls.append(.unsaveQuestion) }
    func saveQuestion(atRow number: Int) { calls.append(.saveQuestionAtRow(number)) }
    func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestionAtRow(number)) }
    func openSaved() { calls.append(.openSaved) }
    func toggleSave() { calls.append(.toggleSave) }
}

/// A user-page presenter that records every event its passive view sends, in order, and keeps the view
/// that attached itself, weakly.
@MainActor
final class MVPRecordingUserEventHandler: MVPUserEventHandler {
    enum Call: Equatable {
        case interrupt
        case attach
        case viewDidLoad
        case openQuestion(row: Int)
        case loadMore
        case back
        case goBack
        case cancelLoad
        case redisplay
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

    /// Every event, in the order it came.
    private(set) var calls: [Call] = []
    /// The view attached, to tell what to show.
    private(set) weak var view: (any MVPUserViewInterface)?

    /// Keeps `view`; a presenter has one view, so a second attach fails the test.
    func attach(_ view: any MVPUserViewInterface) {
        if self.view != nil { Issue.record("a second view attached itself to one presenter") }
        calls.append(.attach)
        self.view = view
    }

    func viewDidLoad() { calls.append(.viewDidLoad) }
    func openQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    func loadMore() { calls.append(.loadMore) }
    func back() { calls.append(.back) }
    func goBack() { calls.append(.goBack) }
    func interrupt() { calls.append(.interrupt) }
    func cancelLoad() { calls.append(.cancelLoad) }
    func redisplay() { calls.append(.redisplay) }
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

/// A saved-screen presenter that records every event its passive view sends, in order, and keeps the
/// view that attached itself, weakly.
@MainActor
final class MVPRecordingSavedEventHandler: MVPSavedEventHandler {
    enum Call: Equatable {
        case interrupt
        case attach
        case viewDidLoad
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
        case goBack
        case moveSelection(by: Int)
        case moveSelectionToFirst
        case moveSelectionToLast
        case openSelection
        case toggleSaveOfSelection
    }

    /// Every event, in the order it came.
    private(set) var calls: [Call] = []
    /// The view attached, to tell what to show.
    private(set) weak var view: (any MVPSavedViewInterface)?

    /// Keeps `view`; a presenter has one view, so a second attach fails the test.
    func attach(_ view: any MVPSavedViewInterface) {
        if self.view != nil { Issue.record("a second view attached itself to one presenter") }
        calls.append(.attach)
        self.view = view
    }

    func viewDidLoad() { calls.append(.viewDidLoad) }
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
    func goBack() { calls.append(.goBack) }
    func interrupt() { calls.append(.interrupt) }
    func moveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    func moveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    func moveSelectionToLast() { calls.append(.moveSelectionToLast) }
    func openSelection() { calls.append(.openSelection) }
    func toggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}
