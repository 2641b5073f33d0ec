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

    /// Formatters that measure ages from `now`.
    public init(now: @escaping @Sendable () -> Date) {
        list = QuestionListFormatter(now: now)
        question = QuestionScreenFormatter(now: now)
        user = UserPageFormatter(now: now)
        saved = SavedListFormatter(now: now)
    }
}
