import Entities
import Presenters
import ScreenFront
import TerminalUI

/// An MVC screen-view factory whose views trace each call a controller makes on them to tell them what to
/// show, as the line front's do (`TracedMVCViews`); drawing, which the framework asks for after every
/// event, is passed on untraced. The views themselves come from `views`.
@MainActor
public struct TracedMVCScreenViews: MVCScreenViewFactory {
    private let views: any MVCScreenViewFactory
    private let tracer: Tracer

    /// The views of `views`, traced to `tracer`.
    public init(_ views: any MVCScreenViewFactory, tracer: Tracer) {
        self.views = views
        self.tracer = tracer
    }

    /// The list view of `views`, traced.
    public func makeListView() -> any MVCScreenListView {
        TracedScreenListView(views.makeListView(), tracer: tracer)
    }

    /// A question view of `views`, traced.
    public func makeQuestionView() -> any MVCScreenQuestionView {
        TracedScreenQuestionView(views.makeQuestionView(), tracer: tracer)
    }

    /// A user view of `views`, traced.
    public func makeUserView() -> any MVCScreenUserView {
        TracedScreenUserView(views.makeUserView(), tracer: tracer)
    }

    /// The saved screen's view, traced as the list's is.
    public func makeSavedView() -> any MVCScreenListView {
        TracedScreenListView(views.makeSavedView(), tracer: tracer)
    }
}

/// MVC's list view on the screen front as its controller sees it: what it is told, traced; its drawing
/// passed on.
@MainActor
final class TracedScreenListView: TracedListDisplay, MVCScreenListView {
    private let view: any MVCScreenListView

    init(_ view: any MVCScreenListView, tracer: Tracer) {
        self.view = view
        super.init(view, tracer: tracer)
    }

    var heading: String? { view.heading }
    func clearMessage() { view.clearMessage() }
    func rowsOnScreen(viewport: RowsViewport) -> Int { view.rowsOnScreen(viewport: viewport) }
    func draw(
        selected: Int, viewport: inout RowsViewport, commandLine: CommandLineText?, in frame: inout Frame
    ) {
        view.draw(selected: selected, viewport: &viewport, commandLine: commandLine, in: &frame)
    }
}

/// MVC's user view on the screen front as its controller sees it: what it is told, traced; its drawing
/// passed on.
@MainActor
final class TracedScreenUserView: TracedUserDisplay, MVCScreenUserView {
    private let view: any MVCScreenUserView

    init(_ view: any MVCScreenUserView, tracer: Tracer) {
        self.view = view
        super.init(view, tracer: tracer)
    }

    func clearMessage() { view.clearMessage() }
    func rowsOnScreen(viewport: RowsViewport) -> Int { view.rowsOnScreen(viewport: viewport) }
    func draw(
        selected: Int, viewport: inout RowsViewport, commandLine: CommandLineText?, in frame: inout Frame
    ) {
        view.draw(selected: selected, viewport: &viewport, commandLine: commandLine, in: &frame)
    }
}

/// MVC's question view on the screen front as its controller sees it: what it is told, traced; its
/// scrolling and drawing passed on.
@MainActor
final class TracedScreenQuestionView: TracedQuestionDisplay, MVCScreenQuestionView {
    private let view: any MVCScreenQuestionView

    init(_ view: any MVCScreenQuestionView, tracer: Tracer) {
        self.view = view
        super.init(view, tracer: tracer)
    }

    func clearMessage() { view.clearMessage() }
    func scroll(for event: ViewEvent, viewport: inout TextViewport) -> Bool {
        view.scroll(for: event, viewport: &viewport)
    }
    func draw(viewport: inout TextViewport, commandLine: CommandLineText?, in frame: inout Frame) {
        view.draw(viewport: &viewport, commandLine: commandLine, in: &frame)
    }
}
