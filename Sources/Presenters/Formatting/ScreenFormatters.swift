import Foundation

/// The formatters every screen of every pattern shares, built once at the composition root.
public struct ScreenFormatters: Sendable {
    public var list: QuestionListFormatter
    public var screen: QuestionScreenFormatter

    public init(list: QuestionListFormatter, screen: QuestionScreenFormatter) {
        self.list = list
        self.screen = screen
    }

    /// Formatters that measure ages from `now`.
    public init(now: @escaping @Sendable () -> Date) {
        self.init(list: QuestionListFormatter(now: now), screen: QuestionScreenFormatter(now: now))
    }
}
