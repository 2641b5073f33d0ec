import Foundation

/// The formatters every screen of every pattern shares, built once at the composition root.
public struct ScreenFormatters: Sendable {
    /// Formats the list screen.
    public let list: QuestionListFormatter
    /// Formats the question screen.
    public let question: QuestionScreenFormatter
    /// Formats a user's page.
    public let user: UserPageFormatter
    /// Formats the saved screen.
    public let saved: SavedListFormatter

    /// Formatters that measure ages from `now`; Ctrl-C with nothing loading says `howToLeave`, the words
    /// of the front the app runs in.
    public init(now: @escaping @Sendable () -> Date, howToLeave: String = ListText.howToLeave) {
        list = QuestionListFormatter(now: now, howToLeave: howToLeave)
        question = QuestionScreenFormatter(now: now, howToLeave: howToLeave)
        user = UserPageFormatter(now: now, howToLeave: howToLeave)
        saved = SavedListFormatter(now: now, howToLeave: howToLeave)
    }
}
