import Entities
import Interactors
import Presenters
import Testing

/// Records what the presenter asks of the list interactor; knows the ids it was told to hold.
@MainActor
final class VIPERRecordingListInteractor: VIPERQuestionListInteractorInput {
    enum Call: Equatable {
        case loadFirstPage, loadMore, refresh, reportCurrentList, cancelLoad
        case save(row: Int)
        case unsave(row: Int)
        case filter(String?)
        case sort(QuestionSort)
        case search(String?)
    }

    private(set) var calls: [Call] = []
    var ids: [Int] = []
    let site = "stackoverflow"

    /// Only a router sets an interactor's output: a presenter that does fails the test.
    var output: (any VIPERQuestionListInteractorOutput)? {
        get { nil }
        set { Issue.record("the presenter set the interactor's output, which is the router's job") }
    }

    func loadFirstPage() { calls.append(.loadFirstPage) }
    func loadMore() { calls.append(.loadMore) }
    func refresh() { calls.append(.refresh) }
    func filter(byTag tag: String?) { calls.append(.filter(tag)) }
    func sort(by sort: QuestionSort) { calls.append(.sort(sort)) }
    func search(for words: String?) { calls.append(.search(words)) }
    func reportCurrentList() { calls.append(.reportCurrentList) }
    func cancelLoad() { calls.append(.cancelLoad) }
    func questionID(atRow number: Int) -> Int? { number >= 1 && number <= ids.count ? ids[number - 1] : nil }

    func saveQuestion(atRow number: Int) -> Bool {
        calls.append(.save(row: number))
        return questionID(atRow: number) != nil
    }

    func unsaveQuestion(atRow number: Int) -> Bool {
        calls.append(.unsave(row: number))
        return questionID(atRow: number) != nil
    }
}

/// Records the navigation the presenter asks for.
@MainActor
final class VIPERRecordingListRouter: VIPERRecordingFlow, VIPERQuestionListRouting {
    private(set) var openedQuestions: [(id: Int, site: String)] = []
    private(set) var savedOpenCount = 0

    func openQuestion(id: Int, site: String) { openedQuestions.append((id, site)) }
    func openSaved() { savedOpenCount += 1 }
}

/// Records what the presenter tells the list view to show.
@MainActor
final class VIPERRecordingListView: VIPERQuestionListViewInterface {
    enum Shown: Equatable {
        case loading
        case list(QuestionListDisplay)
        case more([QuestionRowDisplay], footer: String)
        case notice(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []

    func showLoading() { shown.append(.loading) }
    func show(_ list: QuestionListDisplay) { shown.append(.list(list)) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) { shown.append(.more(rows, footer: footer)) }
    func showNotice(_ text: String) { shown.append(.notice(text)) }
    func showError(_ text: String) { shown.append(.error(text)) }
    /// Every selection shown, in order: the screen front's, kept apart from `shown`.
    private(set) var selections: [Int] = []
    /// Every row shown again in place, in order.
    private(set) var rowsInPlace: [QuestionRowDisplay] = []
    func showSelection(atRow index: Int) { selections.append(index) }
    func showRow(_ row: QuestionRowDisplay) { rowsInPlace.append(row) }
}
