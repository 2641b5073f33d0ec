/// One entry of the question list, every line already text.
public struct QuestionRowDisplay: Hashable, Sendable {
    /// The row's number on the list, from 1; `open N` uses it.
    public var number: Int
    /// Whether the row is new since the previous load (after `refresh`).
    public var isNew: Bool
    /// "12 votes · 3 answers ✓ · 1.2k views"
    public var stats: String
    /// The title, safe to print, with "[closed]" appended when closed.
    public var title: String
    /// "[swift] [json] · Ana Lima · active 5 min ago"
    public var details: String

    /// A row with every field given.
    public init(number: Int, isNew: Bool, stats: String, title: String, details: String) {
        self.number = number
        self.isNew = isNew
        self.stats = stats
        self.title = title
        self.details = details
    }
}
