/// One line of a screen's body, laid out: its text, and what it shows (which decides its style).
public struct ScreenLine: Hashable, Sendable {
    /// The text, at most the screen's width unless it is code or a link, which the view clips.
    public var text: String
    /// What the line shows.
    public var role: ScreenPalette.Role

    /// A line showing `text` as `role`.
    public init(_ text: String, role: ScreenPalette.Role = .plain) {
        self.text = text
        self.role = role
    }

    /// An empty line.
    public static let blank = ScreenLine("")
}
