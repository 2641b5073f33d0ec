import Entities
import Presenters
import TerminalUI

/// A list's view as MVC's screen controllers hold it: told what to show, as the line front's view is,
/// and drawn with the selection, the scroll and the typed line, which the controller keeps (SPEC §8).
@MainActor
public protocol MVCScreenListView: QuestionListDisplaying {
    /// The list's header, for the top line, once there is one.
    var heading: String? { get }
    /// A key arrived: the status line's message goes.
    func clearMessage()
    /// The rows whole on the screen when scrolled as `viewport` was last laid out: a page's move.
    func rowsOnScreen(viewport: RowsViewport) -> Int
    /// Draws the rows with row `selected` (from 0) in sight, scrolled by `viewport`, and the status line
    /// or `commandLine`.
    func draw(
        selected: Int, viewport: inout RowsViewport, commandLine: CommandLineText?, in frame: inout Frame)
}

/// A user's page's view as MVC's screen controller holds it: told what to show, and drawn with the
/// controller's selection, scroll and typed line.
@MainActor
public protocol MVCScreenUserView: UserPageDisplaying {
    /// A key arrived: the status line's message goes.
    func clearMessage()
    /// The rows whole on the screen when scrolled as `viewport` was last laid out: a page's move.
    func rowsOnScreen(viewport: RowsViewport) -> Int
    /// Draws the user and the rows with row `selected` in sight, scrolled by `viewport`, and the status
    /// line or `commandLine`.
    func draw(
        selected: Int, viewport: inout RowsViewport, commandLine: CommandLineText?, in frame: inout Frame)
}

/// A question's view as MVC's screen controller holds it: told what to show, and scrolled and drawn
/// with the controller's scroll and typed line.
@MainActor
public protocol MVCScreenQuestionView: QuestionDisplaying {
    /// A key arrived: the status line's message goes.
    func clearMessage()
    /// Scrolls `viewport` for ↑/↓, a page, Home or End over the question shown; false for another event.
    func scroll(for event: ViewEvent, viewport: inout TextViewport) -> Bool
    /// Draws the question scrolled by `viewport`, and the status line or `commandLine`.
    func draw(viewport: inout TextViewport, commandLine: CommandLineText?, in frame: inout Frame)
}

extension FrameListDisplay: MVCScreenListView {}
extension FrameUserDisplay: MVCScreenUserView {}
extension FrameQuestionDisplay: MVCScreenQuestionView {}

/// Makes the views MVC's screen controllers draw on: the composition root asks it for the list's, and
/// each controller for the view of the controller it pushes. The composition root picks which
/// (`--trace-file` picks one whose views trace each call a controller makes on them).
@MainActor
public protocol MVCScreenViewFactory {
    /// The list's view.
    func makeListView() -> any MVCScreenListView
    /// A question's view.
    func makeQuestionView() -> any MVCScreenQuestionView
    /// A user's page's view.
    func makeUserView() -> any MVCScreenUserView
    /// The saved screen's view: a list's, which keeps an unsave's answer when the saves are shown again.
    func makeSavedView() -> any MVCScreenListView
}

/// The factory of an ordinary run: the screen front's displays, drawing in one environment.
public struct MVCFullScreenViews: MVCScreenViewFactory {
    private let environment: ScreenEnvironment

    /// Views that draw with `environment`.
    public init(environment: ScreenEnvironment) {
        self.environment = environment
    }

    /// A `FrameListDisplay`.
    public func makeListView() -> any MVCScreenListView {
        FrameListDisplay(rowsView: environment.rowsView, statusView: environment.statusView)
    }
    /// A `FrameQuestionDisplay`.
    public func makeQuestionView() -> any MVCScreenQuestionView {
        FrameQuestionDisplay(textView: environment.makeQuestionTextView(), statusView: environment.statusView)
    }
    /// A `FrameUserDisplay`.
    public func makeUserView() -> any MVCScreenUserView {
        FrameUserDisplay(
            headerView: environment.userHeaderView, rowsView: environment.rowsView,
            statusView: environment.statusView)
    }
    /// A `FrameListDisplay` that keeps an unsave's answer when the saves are shown again.
    public func makeSavedView() -> any MVCScreenListView {
        FrameListDisplay(
            rowsView: environment.rowsView, statusView: environment.statusView, keepsMessageOnShow: true)
    }
}
