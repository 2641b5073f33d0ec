/// One entry of the question list, every line already text.
public struct QuestionRowDisplay: Hashable, Sendable {
    /// The row's number on the list, from 1; `open N` uses it.
    public var number: Int
    /// What changed in the row since the previous load, after `refresh`; `nil` for nothing to mark.
    public var mark: Mark?
    /// "12 votes · 3 answers ✓ · 1.2k views"
    public var stats: String
    /// The title, safe to print, with "[closed]" appended when closed.
    public var title: String
    /// "[swift] [json] · Ana Lima · active 5 min ago"
    public var details: String

    /// A row numbered `number`, marked by `mark` after a refresh, from its three lines of text.
    public init(number: Int, mark: Mark? = nil, stats: String, title: String, details: String) {
        self.number = number
        self.mark = mark
        self.stats = stats
        self.title = title
        self.details = details
    }
}

extension QuestionRowDisplay {
    /// What a refresh found about a row: new (`+`) or updated (`*`).
    public enum Mark: Hashable, Sendable {
        /// Listed now and nowhere on the list before.
        case new
        /// Listed before, and its title, score, answers, accepted answer, closed state or tags changed.
        case updated
    }
}
