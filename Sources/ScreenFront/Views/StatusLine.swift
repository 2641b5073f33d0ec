/// What a screen's bottom line says: a message if there is one (Loading…, a notice, an error), and
/// otherwise the screen's footer (a count, or how to load more); the view that owns the screen keeps it.
public struct StatusLine: Hashable, Sendable {
    /// A message that stands in for the footer until the next one, or until it is cleared.
    public enum Message: Hashable, Sendable {
        /// A load is running.
        case loading
        /// A notice: a save's answer, a refresh's summary.
        case notice(String)
        /// An error, with what to do next.
        case error(String)
    }

    /// The message shown, if any.
    public var message: Message?
    /// The screen's footer, shown when there is no message.
    public var footer: String

    /// A status line with `footer` and no message.
    public init(footer: String = "", message: Message? = nil) {
        self.footer = footer
        self.message = message
    }

    /// A key arrived: the message goes (a notice or an error stays until the next key), but "Loading…",
    /// which stays until the load ends and its owner replaces it.
    public mutating func clearMessage() {
        if message != .loading { message = nil }
    }
}
