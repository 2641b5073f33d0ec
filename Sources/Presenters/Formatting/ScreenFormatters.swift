import Foundation

/// The formatters every screen of every pattern shares, built once at the composition root.
public struct ScreenFormatters: Sendable {
    public var row: QuestionRowFormatter
    public var screen: QuestionScreenFormatter

    public init(row: QuestionRowFormatter, screen: QuestionScreenFormatter) {
        self.row = row
        self.screen = screen
    }

    /// Formatters that measure ages from `now`.
    public init(now: @escaping @Sendable () -> Date) {
        self.init(row: QuestionRowFormatter(now: now), screen: QuestionScreenFormatter(now: now))
    }
}
