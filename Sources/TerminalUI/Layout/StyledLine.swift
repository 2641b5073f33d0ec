/// One laid-out line, both as the reader sees it and as it is written with its colours.
///
/// Columns are padded by what the reader sees: colour sequences take no
/// room on the screen, so the plain text is what is measured.
public struct StyledLine: Hashable, Sendable {
    /// The line's text, measured for its width.
    public let text: String
    /// The written form, kept only when it differs from `text`: without colour, which is most
    /// output (pipes, `NO_COLOR`), a line holds one string, and copying it costs one reference.
    private let styledForm: String?

    /// The same text with its style sequences, written to the terminal.
    public var styled: String { styledForm ?? text }

    /// Whether the written form differs from `text`, and so is a string of its own.
    var hasStyledForm: Bool { styledForm != nil }

    /// A line whose written form `styled` shows `text`.
    public init(_ text: String, styled: String) {
        self.text = text
        styledForm = styled == text ? nil : styled
    }

    /// A line without style.
    public init(plain text: String) {
        self.text = text
        styledForm = nil
    }

    /// An empty line.
    public static let blank = StyledLine(plain: "")
}
