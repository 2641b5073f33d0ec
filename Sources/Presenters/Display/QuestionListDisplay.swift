/// The question list screen: a header, the rows and a footer, every field already text.
public struct QuestionListDisplay: Hashable, Sendable {
    /// "Top questions on stackoverflow · by activity · tagged [swift]"
    public var header: String
    /// The rows in list order, numbered from 1.
    public var rows: [QuestionRowDisplay]
    /// How many are shown and whether more can be loaded, or the empty-list message.
    public var footer: String

    /// A list screen with every field given.
    public init(header: String, rows: [QuestionRowDisplay], footer: String) {
        self.header = header
        self.rows = rows
        self.footer = footer
    }
}
