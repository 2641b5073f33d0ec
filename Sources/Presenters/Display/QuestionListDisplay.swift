/// The question list screen: a header, the rows and a footer, every field already text.
public struct QuestionListDisplay: Hashable, Sendable {
    /// "Top questions on stackoverflow · by activity · tagged [swift]"
    public var header: String
    public var rows: [QuestionRowDisplay]
    /// How many are shown and whether more can be loaded, or the empty-list message.
    public var footer: String

    public init(header: String, rows: [QuestionRowDisplay], footer: String) {
        self.header = header
        self.rows = rows
        self.footer = footer
    }
}
