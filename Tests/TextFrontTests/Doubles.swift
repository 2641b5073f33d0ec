import Entities
import Presenters

@testable import TextFront

/// A console that keeps every line, for exact comparisons.
@MainActor
final class RecordingConsole: Console {
    private(set) var lines: [String] = []
    private(set) var prompts: [String] = []

    func writeLine(_ line: String) { lines.append(line) }
    func writePrompt(_ prompt: String) { prompts.append(prompt) }
}

/// Input from a fixed script, one line a call.
@MainActor
final class ScriptedInput: LineInput {
    private var lines: [String]

    init(_ lines: [String]) { self.lines = lines }

    func nextLine() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
}

/// Records what a controller tells its list view to show.
@MainActor
final class CapturingListView: QuestionListDisplaying {
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
}

/// Records what a controller tells its question view to show.
@MainActor
final class CapturingQuestionView: QuestionDisplaying {
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

@MainActor
extension ViewEnvironment {
    /// An environment writing to `console` at `width`, without colour or loading lines.
    static func recording(_ console: RecordingConsole, width: Int = 60) -> ViewEnvironment {
        ViewEnvironment(
            console: console, width: width, styler: Styler(isEnabled: false), layoutCache: LayoutCache(),
            announcesLoading: false)
    }
}
