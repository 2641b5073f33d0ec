import Entities
import Presenters
import TerminalUI
import TextFront

/// Records what it is told to show, as the terminal's list view would draw it: a double of the shared display.
@MainActor
final class RecordingListDisplay: QuestionListDisplaying {
    enum Shown: Equatable {
        case loading
        case list(QuestionListDisplay)
        case more([QuestionRowDisplay], footer: String)
        case row(QuestionRowDisplay)
        case notice(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []

    func showLoading() { shown.append(.loading) }
    func show(_ list: QuestionListDisplay) { shown.append(.list(list)) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) { shown.append(.more(rows, footer: footer)) }
    func showRow(_ row: QuestionRowDisplay) { shown.append(.row(row)) }
    func showNotice(_ text: String) { shown.append(.notice(text)) }
    func showError(_ text: String) { shown.append(.error(text)) }
}

/// Records what it is told to show, as the terminal's question view would draw it.
@MainActor
final class RecordingQuestionDisplay: QuestionDisplaying {
    enum Shown: Equatable {
        case loading
        case screen(QuestionScreenDisplay)
        case inPlace(QuestionScreenDisplay)
        case notice(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []

    func showLoading() { shown.append(.loading) }
    func show(_ screen: QuestionScreenDisplay) { shown.append(.screen(screen)) }
    func showInPlace(_ screen: QuestionScreenDisplay) { shown.append(.inPlace(screen)) }
    func showNotice(_ text: String) { shown.append(.notice(text)) }
    func showError(_ text: String) { shown.append(.error(text)) }
}

/// Records what it is told to show, as the terminal's user view would draw it.
@MainActor
final class RecordingUserDisplay: UserPageDisplaying {
    enum Shown: Equatable {
        case loading
        case page(UserPageDisplay)
        case more([QuestionRowDisplay], footer: String)
        case row(QuestionRowDisplay)
        case notice(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []

    func showLoading() { shown.append(.loading) }
    func show(_ page: UserPageDisplay) { shown.append(.page(page)) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) { shown.append(.more(rows, footer: footer)) }
    func showRow(_ row: QuestionRowDisplay) { shown.append(.row(row)) }
    func showNotice(_ text: String) { shown.append(.notice(text)) }
    func showError(_ text: String) { shown.append(.error(text)) }
}
