import Entities
import Foundation

/// Turns a loaded list into the text of the list screen: header, numbered rows, footer.
public struct QuestionListFormatter: Sendable {
    /// The formatter of single rows, for pages appended by `more`.
    public let rowFormatter: QuestionRowFormatter

    /// - Parameter now: the clock the ages are measured from.
    public init(now: @escaping @Sendable () -> Date) {
        rowFormatter = QuestionRowFormatter(now: now)
    }

    /// The whole screen, marking the rows whose id is in `newIDs`.
    public func display(
        site: String, sort: QuestionSort, tag: String?, questions: [some QuestionRowContent], hasMore: Bool,
        quotaRemaining: Int?, newIDs: Set<Int> = []
    ) -> QuestionListDisplay {
        QuestionListDisplay(
            header: ListText.header(site: site, sort: sort, tag: tag),
            rows: rowFormatter.rows(for: questions, newIDs: newIDs, sort: sort),
            footer: ListText.footer(
                shown: questions.count, hasMore: hasMore, quotaRemaining: quotaRemaining, tag: tag))
    }

    /// The whole screen for a list of entities, as MVC and MVVM hold it.
    public func display(of list: QuestionList, newIDs: Set<Int> = []) -> QuestionListDisplay {
        display(
            site: list.query.site, sort: list.query.sort, tag: list.query.tag, questions: list.questions,
            hasMore: list.hasMore, quotaRemaining: list.quotaRemaining, newIDs: newIDs)
    }

    /// The rows a page added to `list` (the last `added.count` of it), numbered on, and the new footer.
    public func appended(_ added: [some QuestionRowContent], to list: QuestionList) -> (
        rows: [QuestionRowDisplay], footer: String
    ) {
        appended(
            added, totalCount: list.questions.count, sort: list.query.sort, hasMore: list.hasMore,
            quotaRemaining: list.quotaRemaining, tag: list.query.tag)
    }

    /// The rows a page added, numbered on from the rows before them, and the new footer.
    public func appended(
        _ added: [some QuestionRowContent], totalCount: Int, sort: QuestionSort, hasMore: Bool,
        quotaRemaining: Int?, tag: String?
    ) -> (rows: [QuestionRowDisplay], footer: String) {
        let rows = rowFormatter.rows(for: added, from: totalCount - added.count + 1, sort: sort)
        let footer = ListText.footer(
            shown: totalCount, hasMore: hasMore, quotaRemaining: quotaRemaining, tag: tag)
        return (rows, footer)
    }
}
