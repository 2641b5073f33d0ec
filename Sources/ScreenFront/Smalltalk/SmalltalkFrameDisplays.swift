import TerminalUI

/// The screen front's displays for Smalltalk MVC's views: frames in place of the terminal's lines. The
/// models, the views and the controllers are the line front's (`SmalltalkScreens` makes them over these).
@MainActor
public struct SmalltalkFrameDisplays: SmalltalkDisplays {
    private let environment: ScreenEnvironment

    /// Displays drawing with `environment`.
    public init(environment: ScreenEnvironment) {
        self.environment = environment
    }

    /// A `FrameListDisplay`.
    public func makeListDisplay() -> FrameListDisplay {
        FrameListDisplay(rowsView: environment.rowsView, statusView: environment.statusView)
    }
    /// A `FrameQuestionDisplay`.
    public func makeQuestionDisplay() -> FrameQuestionDisplay {
        FrameQuestionDisplay(textView: environment.makeQuestionTextView(), statusView: environment.statusView)
    }
    /// A `FrameUserDisplay`.
    public func makeUserDisplay() -> FrameUserDisplay {
        FrameUserDisplay(
            headerView: environment.userHeaderView, rowsView: environment.rowsView,
            statusView: environment.statusView)
    }
    /// A `FrameListDisplay` that keeps an unsave's answer when the saves are shown again.
    public func makeSavedDisplay() -> FrameListDisplay {
        FrameListDisplay(
            rowsView: environment.rowsView, statusView: environment.statusView, keepsMessageOnShow: true)
    }
}
