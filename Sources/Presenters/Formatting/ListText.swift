import Entities
import Markup

/// The list screen's sentences: header, footer, notices and the refresh summary.
public enum ListText {
    /// `Top questions on stackoverflow · by activity · tagged [swift] · matching "async let"`
    public static func header(site: String, sort: QuestionSort, tag: String?, search: String?) -> String {
        var header = "Top questions on \(TerminalText.singleLine(site)) · by \(sort.rawValue)"
        if let tag { header += " · tagged [\(TerminalText.singleLine(tag))]" }
        if let search { header += " · matching \"\(TerminalText.singleLine(search))\"" }
        return header
    }

    /// How many rows are shown and whether more can be loaded, plus the API quota when known.
    static func countLine(shown: Int, hasMore: Bool, quotaRemaining: Int?, nextPage: String) -> String {
        let count = CountText.counted(shown, "question")
        var parts = [hasMore ? "\(count) shown · \(nextPage)" : "All \(count) shown"]
        if let quotaRemaining {
            parts.append("API quota left: \(CountText.grouped(quotaRemaining))")
        }
        return parts.joined(separator: " · ")
    }

    /// `No questions tagged 'swift'.`, `No questions match "WORDS".`, `No questions tagged 'swift' match
    /// "WORDS".` or `No questions.`
    private static func empty(tag: String?, search: String?) -> String {
        let tagged = tag.map { " tagged '\(TerminalText.singleLine($0))'" } ?? ""
        guard let search else { return "No questions\(tagged)." }
        return "No questions\(tagged) match \"\(TerminalText.singleLine(search))\"."
    }

    /// The footer: how many are shown, whether more can be loaded and the quota; or the empty message.
    public static func footer(
        shown: Int, hasMore: Bool, quotaRemaining: Int?, tag: String?, search: String?,
        nextPage: String = FrontWords.lines.nextPage
    ) -> String {
        shown == 0
            ? empty(tag: tag, search: search)
            : countLine(shown: shown, hasMore: hasMore, quotaRemaining: quotaRemaining, nextPage: nextPage)
    }

    /// The answer to `more` when the service said there is nothing after the last page.
    public static let noMoreQuestions = "No more questions."

    /// The answer to `more` while a page is still loading: no second request is sent.
    public static let stillLoading = "A page is still loading; type 'more' again once it is shown."

    /// The answer to `back` on the list: there is nothing beneath it.
    public static let alreadyAtTheList = "Already at the list."

    /// What Ctrl-C says once it has cancelled the loads in flight.
    public static let loadCancelled = "Load cancelled."

    /// What Ctrl-C says when nothing is loading, on the line front: it does not end the program.
    public static let howToLeave = "(To leave, type quit or press Ctrl-D.)"

    /// What Ctrl-C says when nothing is loading, on the screen front (SPEC §8).
    public static let howToLeaveTheScreen = "Press q to quit."

    /// The answer to `open N` typed on a question opened from its URL, before the list beneath it was
    /// ever shown: it has no rows yet, and `back` is what loads it.
    public static func notShownYet(_ number: some CustomStringConvertible) -> String {
        "The list isn't loaded yet: type 'back' to see it, then 'open \(number)'."
    }

    /// The answer to `open N` when there is no row N; `number` as the user wrote it.
    public static func noSuchRow(_ number: some CustomStringConvertible) -> String {
        "No question \(number) on this list."
    }

    /// "3 new, 3 gone, 2 moved, 1 updated" or "No changes."
    public static func summary(of diff: ListDiff) -> String {
        guard diff.hasChanges else { return "No changes." }
        return
            "\(diff.inserted.count) new, \(diff.removed.count) gone, \(diff.moved.count) moved, \(diff.updated.count) updated"
    }
}
