/// Colours and weights the views use, applied only when colour is on.
public enum TextStyle: String, Sendable {
    /// Titles and headings.
    case bold = "1"
    /// What matters less: stats, links, footers, the attribution.
    case dim = "2"
    /// Errors.
    case red = "31"
    /// Good news: the accepted answer, a row new since the last load.
    case green = "32"
    /// Notices, and the note that a question is closed.
    case yellow = "33"
    /// Tags.
    case cyan = "36"
}

/// Wraps text in the terminal's style sequences, or leaves it alone when colour is off.
///
/// Styles are applied to whole laid-out lines, after wrapping, so they never
/// count towards the width. Only this type writes escape sequences; text from
/// the data has had every escape removed before it gets here.
public struct Styler: Sendable {
    /// Whether styles are applied at all.
    public var isEnabled: Bool

    /// A styler that applies styles only when `isEnabled`.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// `text` wrapped in the sequences for `style` and a reset; unchanged when off or when `text` is empty.
    public func apply(_ style: TextStyle, to text: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }
}
