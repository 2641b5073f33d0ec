/// Colours and weights the views use, applied only when colour is on.
public enum TextStyle: String, Sendable {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
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

    public func apply(_ style: TextStyle, to text: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }
}
