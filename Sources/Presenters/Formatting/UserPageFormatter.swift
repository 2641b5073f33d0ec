import Foundation
import Markup

/// Turns a user's page, as loaded so far, into the text of the user screen: the whole page, or a page of
/// questions added.
public struct UserPageFormatter: Sendable {
    private let rowFormatter: QuestionRowFormatter
    /// The words of the front it formats for, which the screens it serves also say their sentences in.
    public let words: FrontWords

    /// - Parameters:
    ///   - now: the clock the ages are measured from.
    ///   - words: the words of the front the app runs in.
    public init(now: @escaping @Sendable () -> Date, words: FrontWords = .lines) {
        rowFormatter = QuestionRowFormatter(now: now)
        self.words = words
    }

    /// What Ctrl-C says on this screen with nothing loading, in the front's words.
    public var howToLeave: String { words.howToLeave }

    /// The whole page: the user, their numbered questions by votes, and the footer.
    public func display(of page: some UserPageContent, saved: Set<Int> = []) -> UserPageDisplay {
        var details = ["\(CountText.grouped(page.reputation)) reputation"]
        if let joined = page.creationDate {
            details.append("member since \(RelativeAge.calendarDate(joined))")
        }
        return UserPageDisplay(
            name: TerminalText.singleLine(page.displayName),
            details: details.joined(separator: " · "),
            link: page.link.map(TerminalText.singleLine),
            heading: UserText.questionsHeading,
            rows: rowFormatter.rows(for: page.rows, sort: .votes, saved: saved),
            footer: footer(of: page))
    }

    /// The rows a page of questions added at the end of `page`, numbered on, and the new footer.
    public func appended(
        _ added: [some QuestionRowContent], to page: some UserPageContent, saved: Set<Int> = []
    ) -> (rows: [QuestionRowDisplay], footer: String) {
        let firstNumber = page.rows.count - added.count + 1
        return (
            rowFormatter.rows(for: added, from: firstNumber, sort: .votes, saved: saved), footer(of: page)
        )
    }

    /// Question `number` of `page` (from 1) alone, as `display(of:saved:)` formats it, when the page has
    /// it: a row drawn again in place on the screen front, after its question was saved or unsaved.
    public func row(_ number: Int, of page: some UserPageContent, saved: Set<Int> = []) -> QuestionRowDisplay?
    {
        guard number >= 1, number <= page.rows.count else { return nil }
        return rowFormatter.rows(for: [page.rows[number - 1]], from: number, sort: .votes, saved: saved).first
    }

    private func footer(of page: some UserPageContent) -> String {
        page.rows.isEmpty
            ? UserText.noQuestions(by: page.displayName)
            : ListText.countLine(
                shown: page.rows.count, hasMore: page.hasMore, quotaRemaining: page.quotaRemaining,
                nextPage: words.nextPage)
    }
}
