import Presenters
import Testing

/// A passive list view that records what its presenter tells it.
@MainActor
final class FakeListView: PassiveQuestionListView {
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
final class FakeQuestionView: PassiveQuestionView {
    enum Shown: Equatable {
        case loading
        case screen(QuestionScreenDisplay)
        case error(String)
    }

    private(set) var shown: [Shown] = []

    func showLoading() { shown.append(.loading) }
    func show(_ screen: QuestionScreenDisplay) { shown.append(.screen(screen)) }
    func showError(_ text: String) { shown.append(.error(text)) }
}

/// A passive user view that records what its presenter tells it.
@MainActor
final class FakeUserView: PassiveUserView {
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
}

/// A navigator that records what the presenters ask of it.
@MainActor
final class RecordingNavigator: QuestionsNavigator {
    enum Call: Equatable {
        case showQuestion(id: Int, site: String)
        case closeQuestion
        case showUser(id: Int, site: String)
        case closeUser
    }

    private(set) var calls: [Call] = []

    func showQuestion(id: Int, site: String) { calls.append(.showQuestion(id: id, site: site)) }
    func closeQuestion() { calls.append(.closeQuestion) }
    func showUser(id: Int, site: String) { calls.append(.showUser(id: id, site: site)) }
    func closeUser() { calls.append(.closeUser) }
}
