/// What a response says about the API's limits: how long to back off, and how much quota is left.
public struct ResponseLimits: Hashable, Sendable {
    /// Whole seconds before the next request to the same method, when the API asked for a pause.
    public var backoff: Int?
    /// The requests left today for this key or address, when the response said.
    public var quotaRemaining: Int?

    /// Limits as a response states them; both may be absent.
    public init(backoff: Int? = nil, quotaRemaining: Int? = nil) {
        self.backoff = backoff
        self.quotaRemaining = quotaRemaining
    }

    /// The longest pause kept: a day. Anything longer is surely a fault, and unbounded dates overflow.
    public static let longestBackoff = 86_400

    /// `seconds` rounded up to whole seconds and kept within 0…a day; nil for none or zero.
    static func wholeSeconds(_ seconds: Double?) -> Int? {
        guard let seconds, seconds.isFinite, seconds > 0 else { return nil }
        return Int(min(seconds.rounded(.up), Double(longestBackoff)))
    }
}
