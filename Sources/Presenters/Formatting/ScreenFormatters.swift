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

    /// Formatters that measure ages from `now`, in the `words` of the front the app runs in.
    public init(now: @escaping @Sendable () -> Date, words: FrontWords = .lines) {
        list = QuestionListFormatter(now: now, words: words)
        question = QuestionScreenFormatter(now: now, words: words)
        user = UserPageFormatter(now: now, words: words)
        saved = SavedListFormatter(now: now, words: words)
    }
}
