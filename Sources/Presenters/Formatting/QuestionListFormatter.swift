import Entities
import Foundation

/// Turns a loaded list into the text of the list screen: the whole screen, a page added, or a refresh.
public struct QuestionListFormatter: Sendable {
    private let rowFormatter: QuestionRowFormatter

    /// - Parameter now: the clock the ages are measured from.
    public init(now: @escaping @Sendable () -> Date) {
        rowFormatter = QuestionRowFormatter(now: now)
    }

    /// The whole screen: header, numbered rows (those in `newIDs` marked new) and footer.
    public func display(of list: some QuestionListContent, newIDs: Set<Int> = []) -> QuestionListDisplay {
        QuestionListDisplay(
            header: ListText.header(site: list.site, sort: list.sort, tag: list.tag),
            rows: rowFormatter.rows(for: list.rows, newIDs: newIDs, sort: list.sort),
            footer: footer(of: list))
    }

    /// The rows a page added at the end of `list`, numbered on, and the new footer.
    public func appended(_ added: [some QuestionRowContent], to list: some QuestionListContent) -> (
        rows: [QuestionRowDisplay], footer: String
    ) {
        let firstNumber = list.rows.count - added.count + 1
        return (rowFormatter.rows(for: added, from: firstNumber, sort: list.sort), footer(of: list))
    }

    /// The screen after a refresh, new rows marked, and the one-line summary of what changed.
    public func refreshed(_ list: some QuestionListContent, previousIDs: [Int]) -> (
        display: QuestionListDisplay, summary: String
    ) {
        let diff = ListDiff(previous: previousIDs, current: list.rows.map(\.id), pageSize: list.pageSize)
        return (display(of: list, newIDs: diff.inserted), ListText.summary(of: diff))
    }

    private func footer(of list: some QuestionListContent) -> String {
        ListText.footer(
            shown: list.rows.count, hasMore: list.hasMore, quotaRemaining: list.quotaRemaining, tag: list.tag)
    }
}
