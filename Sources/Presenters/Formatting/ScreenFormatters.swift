import Foundation

/// The formatters every screen of every pattern shares, built once at the composition root.
public struct ScreenFormatters: Sendable {
    public var list: QuestionListFormatter
    public var question: QuestionScreenFormatter

    public init(list: QuestionListFormatter, question: QuestionScreenFormatter) {
        self.list = list
        self.question = question
    }

    /// Formatters that measure ages from `now`.
    public init(now: @escaping @Sendable () -> Date) {
        self.init(list: QuestionListFormatter(now: now), question: QuestionScreenFormatter(now: now))
    }
}
