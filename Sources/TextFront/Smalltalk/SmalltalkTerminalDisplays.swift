import TerminalUI

/// The line front's displays for Smalltalk MVC's views: the terminal's list, question and user views,
/// which print each thing shown once, as every shape's line front does.
@MainActor
public struct SmalltalkTerminalDisplays: SmalltalkDisplays {
    private let environment: ViewEnvironment

    /// Displays printing in `environment`.
    public init(environment: ViewEnvironment) {
        self.environment = environment
    }

    /// A `TerminalListView`.
    public func makeListDisplay() -> TerminalListView { TerminalListView(environment: environment) }
    /// A `TerminalQuestionView`.
    public func makeQuestionDisplay() -> TerminalQuestionView {
        TerminalQuestionView(environment: environment)
    }
    /// A `TerminalUserView`.
    public func makeUserDisplay() -> TerminalUserView { TerminalUserView(environment: environment) }
    /// A `TerminalListView`, for the saves.
    public func makeSavedDisplay() -> TerminalListView { TerminalListView(environment: environment) }
}
