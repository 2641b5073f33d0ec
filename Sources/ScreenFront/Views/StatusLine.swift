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
    public var message: Message? {
        didSet {
            // A notice or an error put in Loading…'s place covers it (as does the next one after it);
            // Loading… itself, or no message set by the owner, ends the cover.
            switch message {
            case .notice, .error: coversLoading = coversLoading || oldValue == .loading
            case .loading, nil: coversLoading = false
            }
        }
    }
    /// Whether the message, or the key that cleared it, took the place of "Loading…": the status line
    /// view then shows "Loading…" again once the message is gone, if a load still runs.
    public private(set) var coversLoading = false
    /// The screen's footer, shown when there is no message.
    public var footer: String

    /// A status line with `footer` and no message.
    public init(footer: String = "", message: Message? = nil) {
        self.footer = footer
        self.message = message
    }

    /// A key arrived: the message goes (a notice or an error stays until the next key), but "Loading…",
    /// which stays until the load ends and its owner replaces it. A message that covered "Loading…" goes
    /// and leaves the cover: "Loading…" is shown again while the load runs.
    public mutating func clearMessage() {
        guard message != .loading else { return }
        let covered = coversLoading
        message = nil
        coversLoading = covered
    }
}
