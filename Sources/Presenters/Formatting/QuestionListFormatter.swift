import Entities
import Foundation

/// Turns a loaded list into the text of the list screen: the whole screen, a page added, or a refresh.
public struct QuestionListFormatter: Sendable {
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

    /// What Ctrl-C says when nothing is loading: how to leave the front the app runs in.
    public var howToLeave: String { words.howToLeave }

    /// The whole screen: header, numbered rows (marked as `changes` found them, when given, and those in
    /// `saved` with the saved marker) and footer.
    public func display(
        of list: some QuestionListContent, changes: ListDiff? = nil, saved: Set<Int> = []
    ) -> QuestionListDisplay {
        QuestionListDisplay(
            header: ListText.header(site: list.site, sort: list.sort, tag: list.tag, search: list.search),
            rows: rowFormatter.rows(for: list.rows, changes: changes, sort: list.sort, saved: saved),
            footer: footer(of: list))
    }

    /// The rows a page added at the end of `list`, numbered on, and the new footer.
    public func appended(
        _ added: [some QuestionRowContent], to list: some QuestionListContent, saved: Set<Int> = []
    ) -> (rows: [QuestionRowDisplay], footer: String) {
        let firstNumber = list.rows.count - added.count + 1
        return (
            rowFormatter.rows(for: added, from: firstNumber, sort: list.sort, saved: saved), footer(of: list)
        )
    }

    /// Row `number` of `list` (from 1) alone, as `display(of:saved:)` formats it, when the list has it: a
    /// row drawn again in place on the screen front, after its question was saved or unsaved.
    public func row(_ number: Int, of list: some QuestionListContent, saved: Set<Int> = [])
        -> QuestionRowDisplay?
    {
        guard number >= 1, number <= list.rows.count else { return nil }
        return rowFormatter.rows(
            for: [list.rows[number - 1]], from: number, sort: list.sort, saved: saved
        ).first
    }

    /// The screen after a refresh, new and updated rows marked, and the one-line summary of what changed.
    ///
    /// - Parameters:
    ///   - list: the list as the refresh left it.
    ///   - previous: every row listed before the refresh, in order, as it was then.
    ///   - saved: the rows to mark as saved.
    public func refreshed<List: QuestionListContent>(
        _ list: List, previous: [List.Row], saved: Set<Int> = []
    ) -> (display: QuestionListDisplay, summary: String) {
        let diff = ListDiff(previous: previous, current: list.rows, pageSize: list.pageSize)
        return (display(of: list, changes: diff, saved: saved), ListText.summary(of: diff))
    }

    private func footer(of list: some QuestionListContent) -> String {
        ListText.footer(
            shown: list.rows.count, hasMore: list.hasMore, quotaRemaining: list.quotaRemaining, tag: list.tag,
            search: list.search, nextPage: words.nextPage)
    }
}
