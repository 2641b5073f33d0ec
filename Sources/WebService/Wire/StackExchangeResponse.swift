/// A decoded response with what the API said about its own limits.
public struct StackExchangeResponse<Value: Sendable>: Sendable {
    public var value: Value
    /// Requests left today for this key or address, when the response said.
    public var quotaRemaining: Int?
    /// Seconds to wait before the next request to the same method, when the API asked for it.
    public var backoff: Int?

    public init(value: Value, quotaRemaining: Int? = nil, backoff: Int? = nil) {
        self.value = value
        self.quotaRemaining = quotaRemaining
        self.backoff = backoff
    }
}
