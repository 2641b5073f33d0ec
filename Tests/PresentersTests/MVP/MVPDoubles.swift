import Presenters
import Testing

/// A passive list view that records what its presenter tells it.
@MainActor
final class MVPRecordingListView: MVPQuestionListViewInterface {
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

    /// The titles of the rows of every list shown, in order.
    var shownTitles: [String] {
        shown.flatMap { shown -> [String] in
            switch shown {
            case .list(let list): list.rows.map(\.title)
            case .more(let rows, _): rows.map(\.title)
            default: []
            }
        }
    }
}

/// A passive question view that records what its presenter tells it.
@MainActor
final class MVPRecordingQuestionView: MVPQuestionViewInterface {
    enum Shown: Equatable {
        case loading
        case screen(QuestionScreenDisplay)
        case notice(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []

    func showLoading() { shown.append(.loading) }
    func show(_ screen: QuestionScreenDisplay) { shown.append(.screen(screen)) }
    func showNotice(_ text: String) { shown.append(.notice(text)) }
    func showError(_ text: String) { shown.append(.error(text)) }

    /// Every question shown again in place, in order: the screen front's, kept apart from `shown`.
    private(set) var shownInPlace: [QuestionScreenDisplay] = []
    func showInPlace(_ screen: QuestionScreenDisplay) { shownInPlace.append(screen) }
}

/// A passive user view that records what its presenter tells it.
@MainActor
final class MVPRecordingUserView: MVPUserViewInterface {
    enum Shown: Equatable {
        case loading
        case page(UserPageDisplay)
        case more([QuestionRowDisplay], footer: String)
        case notice(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []

    func showLoading() { shown.append(.loading) }
    func show(_ page: UserPageDisplay) { shown.append(.page(page)) }
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

/// Stands in for the UI side's navigator: records the calls, and fails the test on any it was not told to expect.
///
/// A presenter test that navigates says so first (`navigator.expectsCalls = true`);
/// in every other test a stray `showQuestion` or `close…` is an issue at once,
/// whether or not the test looks at `calls`.
@MainActor
final class MVPRecordingNavigation: MVPNavigation {
    enum Call: Equatable {
        case showQuestion(id: Int, site: String)
        case closeQuestion
        case showUser(id: Int, site: String)
        case closeUser
        case showSaved(site: String)
        case closeSaved
        case showErrorOnQuestion(String)
        case cancelEveryLoad
        case returnToList
        case leaveScreenOnTop
        case showTopIfItNeverAppeared
        case showUncoveredScreen
    }

    private(set) var calls: [Call] = []
    /// Whether navigating is part of the test; when it is not, a call fails the test.
    var expectsCalls = false

    func showQuestion(id: Int, site: String) { record(.showQuestion(id: id, site: site)) }
    func closeQuestion() { record(.closeQuestion) }
    func showUser(id: Int, site: String) { record(.showUser(id: id, site: site)) }
    func closeUser() { record(.closeUser) }
    func showSaved(site: String) { record(.showSaved(site: site)) }
    func closeSaved() { record(.closeSaved) }
    func showErrorOnQuestion(_ text: String) { record(.showErrorOnQuestion(text)) }

    /// What the stack holds, as the test sets it: by default, the screen under test alone on top of the
    /// list, which has appeared.
    var hasScreenAboveList = false
    var isQuestionOnTop = false
    var listHasAppeared = true

    func cancelEveryLoad() { record(.cancelEveryLoad) }
    func returnToList() { record(.returnToList) }
    func leaveScreenOnTop() { record(.leaveScreenOnTop) }
    func showTopIfItNeverAppeared() { record(.showTopIfItNeverAppeared) }
    func showUncoveredScreen() { record(.showUncoveredScreen) }

    private func record(_ call: Call) {
        if !expectsCalls { Issue.record("unexpected navigation \(call)") }
        calls.append(call)
    }
}
