/// One laid-out line, both as the reader sees it and as it is written with its colours.
///
/// Columns are padded by what the reader sees: colour sequences take no
/// room on the screen, so the plain text is what is measured.
public struct StyledLine: Hashable, Sendable {
    /// The line's text, measured for its width.
    public let text: String
    /// The same text with its style sequences, written to the terminal.
    public let styled: String

    /// A line whose written form `styled` shows `text`.
    public init(_ text: String, styled: String) {
        self.text = text
        self.styled = styled
    }

    /// A line without style.
    public init(plain text: String) {
        self.init(text, styled: text)
    }

    /// An empty line.
    public static let blank = StyledLine(plain: "")
}
