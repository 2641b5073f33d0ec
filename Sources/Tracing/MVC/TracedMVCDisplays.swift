import Presenters
import TerminalUI
import TextFront

/// MVC's list view as its controller sees it: every call the controller makes on it, traced.
@MainActor
public class TracedListDisplay: QuestionListDisplaying {
    private let display: any QuestionListDisplaying
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.controller, .view) }

    /// Traces the calls made on `display`.
    public init(_ display: any QuestionListDisplaying, tracer: Tracer) {
        self.display = display
        self.tracer = tracer
    }

    /// Traced, then passed on.
    public func showLoading() { trace("showLoading()") { display.showLoading() } }

    /// Traced, then passed on.
    public func show(_ list: QuestionListDisplay) {
        trace("show(\(TraceSummary.list(list)))") { display.show(list) }
    }

    /// Traced, then passed on.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        trace("showMore(\(TraceSummary.rows(rows.count)))") { display.showMore(rows, footer: footer) }
    }

    /// Traced, then passed on.
    public func showRow(_ row: QuestionRowDisplay) {
        trace("showRow(\(row.number))") { display.showRow(row) }
    }

    /// Traced, then passed on.
    public func showNotice(_ text: String) { trace("showNotice(…)") { display.showNotice(text) } }

    /// Traced, then passed on.
    public func showError(_ text: String) { trace("showError(…)") { display.showError(text) } }
}

/// MVC's question view as its controller sees it: every call the controller makes on it, traced.
@MainActor
public class TracedQuestionDisplay: QuestionDisplaying {
    private let display: any QuestionDisplaying
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.controller, .view) }

    /// Traces the calls made on `display`.
    public init(_ display: any QuestionDisplaying, tracer: Tracer) {
        self.display = display
        self.tracer = tracer
    }

    /// Traced, then passed on.
    public func showLoading() { trace("showLoading()") { display.showLoading() } }

    /// Traced, then passed on.
    public func show(_ screen: QuestionScreenDisplay) {
        let answers = TraceSummary.counted(screen.answers.count, "answer")
        trace("show(question, \(answers))") { display.show(screen) }
    }

    /// Traced, then passed on.
    public func showInPlace(_ screen: QuestionScreenDisplay) {
        trace("showInPlace(…)") { display.showInPlace(screen) }
    }

    /// Traced, then passed on.
    public func showError(_ text: String) { trace("showError(…)") { display.showError(text) } }

    /// Traced, then passed on.
    public func showNotice(_ text: String) { trace("showNotice(…)") { display.showNotice(text) } }
}

/// MVC's user view as its controller sees it: every call the controller makes on it, traced.
@MainActor
public class TracedUserDisplay: UserPageDisplaying {
    private let display: any UserPageDisplaying
    private let tracer: Tracer
    private var trace: TraceSeam { tracer.seam(.controller, .view) }

    /// Traces the calls made on `display`.
    public init(_ display: any UserPageDisplaying, tracer: Tracer) {
        self.display = display
        self.tracer = tracer
    }

    /// Traced, then passed on.
    public func showLoading() { trace("showLoading()") { display.showLoading() } }

    /// Traced, then passed on.
    public func show(_ page: UserPageDisplay) {
        let questions = TraceSummary.counted(page.rows.count, "question")
        trace("show(user, \(questions))") { display.show(page) }
    }

    /// Traced, then passed on.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        trace("showMore(\(TraceSummary.rows(rows.count)))") { display.showMore(rows, footer: footer) }
    }

    /// Traced, then passed on.
    public func showRow(_ row: QuestionRowDisplay) {
        trace("showRow(\(row.number))") { display.showRow(row) }
    }

    /// Traced, then passed on.
    public func showNotice(_ text: String) { trace("showNotice(…)") { display.showNotice(text) } }

    /// Traced, then passed on.
    public func showError(_ text: String) { trace("showError(…)") { display.showError(text) } }
}
