import Entities
import Presenters
import Testing

/// A list presenter that records every event its passive view sends, in order, and keeps the view that
/// attached itself, weakly, as the real presenter does.
@MainActor
public final class MVPRecordingListEventHandler: MVPQuestionListEventHandler {
    /// A double with no calls yet.
    public init() {}

    /// An event the view sent, as recorded.
    public enum Call: Equatable, Sendable {
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
    public private(set) var calls: [Call] = []
    /// The view attached, to tell what to show.
    public private(set) weak var view: (any MVPQuestionListViewInterface)?

    /// Keeps `view`; a presenter has one view, so a second attach fails the test.
    public func attach(_ view: any MVPQuestionListViewInterface) {
        if self.view != nil { Issue.record("a second view attached itself to one presenter") }
        calls.append(.attach)
        self.view = view
    }

    /// Records the event.
    public func viewDidLoad() { calls.append(.viewDidLoad) }
    /// Records the event.
    public func redisplayList() { calls.append(.redisplayList) }
    /// Records the event.
    public func openQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    /// Records the event.
    public func loadMore() { calls.append(.loadMore) }
    /// Records the event.
    public func refresh() { calls.append(.refresh) }
    /// Records the event.
    public func filter(byTag tag: String?) { calls.append(.filter(tag: tag)) }
    /// Records the event.
    public func sort(by sort: QuestionSort) { calls.append(.sort(sort)) }
    /// Records the event.
    public func search(for words: String?) { calls.append(.search(words: words)) }
    /// Records the event.
    public func cancelLoad() { calls.append(.cancelLoad) }
    /// Records the event.
    public func saveQuestion(atRow number: Int) { calls.append(.saveQuestion(row: number)) }
    /// Records the event.
    public func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestion(row: number)) }
    /// Records the event.
    public func openSaved() { calls.append(.openSaved) }
    /// Records the event.
    public func back() { calls.append(.back) }
    /// Records the event.
    public func showList() { calls.append(.showList) }
    /// Records the event.
    public func openUser() { calls.append(.openUser) }
    /// Records the event.
    public func saveQuestion() { calls.append(.saveWithoutRow) }
    /// Records the event.
    public func unsaveQuestion() { calls.append(.unsaveWithoutRow) }
    /// Records the event.
    public func interrupt() { calls.append(.interrupt) }
    /// Records the event.
    public func moveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    /// Records the event.
    public func moveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    /// Records the event.
    public func moveSelectionToLast() { calls.append(.moveSelectionToLast) }
    /// Records the event.
    public func openSelection() { calls.append(.openSelection) }
    /// Records the event.
    public func toggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}

/// A question presenter that records every event its passive view sends, in order, and keeps the view
/// that attached itself, weakly.
@MainActor
public final class MVPRecordingQuestionEventHandler: MVPQuestionEventHandler {
    /// A double with no calls yet.
    public init() {}

    /// An event the view sent, as recorded.
    public enum Call: Equatable, Sendable {
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
    public private(set) var calls: [Call] = []
    /// The view attached, to tell what to show.
    public private(set) weak var view: (any MVPQuestionViewInterface)?

    /// Keeps `view`; a presenter has one view, so a second attach fails the test.
    public func attach(_ view: any MVPQuestionViewInterface) {
        if self.view != nil { Issue.record("a second view attached itself to one presenter") }
        calls.append(.attach)
        self.view = view
    }

    /// Records the event.
    public func viewDidLoad() { calls.append(.viewDidLoad) }
    /// Records the event.
    public func back() { calls.append(.back) }
    /// Records the event.
    public func goBack() { calls.append(.goBack) }
    /// Records the event.
    public func interrupt() { calls.append(.interrupt) }
    /// Records the event.
    public func openUser() { calls.append(.openUser) }
    /// Records the event.
    public func cancelLoad() { calls.append(.cancelLoad) }
    /// Records the event.
    public func redisplay() { calls.append(.redisplay) }
    /// Records the event.
    public func saveQuestion() { calls.append(.saveQuestion) }
    /// Records the event.
    public func unsaveQuestion() { calls.append(.unsaveQuestion) }
    /// Records the event.
    public func saveQuestion(atRow number: Int) { calls.append(.saveQuestionAtRow(number)) }
    /// Records the event.
    public func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestionAtRow(number)) }
    /// Records the event.
    public func openSaved() { calls.append(.openSaved) }
    /// Records the event.
    public func toggleSave() { calls.append(.toggleSave) }
}

/// A user-page presenter that records every event its passive view sends, in order, and keeps the view
/// that attached itself, weakly.
@MainActor
public final class MVPRecordingUserEventHandler: MVPUserEventHandler {
    /// A double with no calls yet.
    public init() {}

    /// An event the view sent, as recorded.
    public enum Call: Equatable, Sendable {
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
    public private(set) var calls: [Call] = []
    /// The view attached, to tell what to show.
    public private(set) weak var view: (any MVPUserViewInterface)?

    /// Keeps `view`; a presenter has one view, so a second attach fails the test.
    public func attach(_ view: any MVPUserViewInterface) {
        if self.view != nil { Issue.record("a second view attached itself to one presenter") }
        calls.append(.attach)
        self.view = view
    }

    /// Records the event.
    public func viewDidLoad() { calls.append(.viewDidLoad) }
    /// Records the event.
    public func openQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    /// Records the event.
    public func loadMore() { calls.append(.loadMore) }
    /// Records the event.
    public func back() { calls.append(.back) }
    /// Records the event.
    public func goBack() { calls.append(.goBack) }
    /// Records the event.
    public func interrupt() { calls.append(.interrupt) }
    /// Records the event.
    public func cancelLoad() { calls.append(.cancelLoad) }
    /// Records the event.
    public func redisplay() { calls.append(.redisplay) }
    /// Records the event.
    public func saveQuestion(atRow number: Int) { calls.append(.saveQuestion(row: number)) }
    /// Records the event.
    public func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestion(row: number)) }
    /// Records the event.
    public func openUser() { calls.append(.openUser) }
    /// Records the event.
    public func saveQuestion() { calls.append(.saveWithoutARow) }
    /// Records the event.
    public func unsaveQuestion() { calls.append(.unsaveWithoutARow) }
    /// Records the event.
    public func openSaved() { calls.append(.openSaved) }
    /// Records the event.
    public func moveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    /// Records the event.
    public func moveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    /// Records the event.
    public func moveSelectionToLast() { calls.append(.moveSelectionToLast) }
    /// Records the event.
    public func openSelection() { calls.append(.openSelection) }
    /// Records the event.
    public func toggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}

/// A saved-screen presenter that records every event its passive view sends, in order, and keeps the
/// view that attached itself, weakly.
@MainActor
public final class MVPRecordingSavedEventHandler: MVPSavedEventHandler {
    /// A double with no calls yet.
    public init() {}

    /// An event the view sent, as recorded.
    public enum Call: Equatable, Sendable {
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
    public private(set) var calls: [Call] = []
    /// The view attached, to tell what to show.
    public private(set) weak var view: (any MVPSavedViewInterface)?

    /// Keeps `view`; a presenter has one view, so a second attach fails the test.
    public func attach(_ view: any MVPSavedViewInterface) {
        if self.view != nil { Issue.record("a second view attached itself to one presenter") }
        calls.append(.attach)
        self.view = view
    }

    /// Records the event.
    public func viewDidLoad() { calls.append(.viewDidLoad) }
    /// Records the event.
    public func redisplay() { calls.append(.redisplay) }
    /// Records the event.
    public func openQuestion(atRow number: Int) { calls.append(.openQuestion(row: number)) }
    /// Records the event.
    public func loadMore() { calls.append(.loadMore) }
    /// Records the event.
    public func saveQuestion(atRow number: Int) { calls.append(.saveQuestion(row: number)) }
    /// Records the event.
    public func unsaveQuestion(atRow number: Int) { calls.append(.unsaveQuestion(row: number)) }
    /// Records the event.
    public func openUser() { calls.append(.openUser) }
    /// Records the event.
    public func saveQuestion() { calls.append(.saveWithoutARow) }
    /// Records the event.
    public func unsaveQuestion() { calls.append(.unsaveWithoutARow) }
    /// Records the event.
    public func openSaved() { calls.append(.openSaved) }
    /// Records the event.
    public func back() { calls.append(.back) }
    /// Records the event.
    public func goBack() { calls.append(.goBack) }
    /// Records the event.
    public func interrupt() { calls.append(.interrupt) }
    /// Records the event.
    public func moveSelection(by rows: Int) { calls.append(.moveSelection(by: rows)) }
    /// Records the event.
    public func moveSelectionToFirst() { calls.append(.moveSelectionToFirst) }
    /// Records the event.
    public func moveSelectionToLast() { calls.append(.moveSelectionToLast) }
    /// Records the event.
    public func openSelection() { calls.append(.openSelection) }
    /// Records the event.
    public func toggleSaveOfSelection() { calls.append(.toggleSaveOfSelection) }
}
