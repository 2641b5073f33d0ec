import Entities

/// A response body read in one pass: what it says about the API's limits, and its content or why it has none.
///
/// The live service keeps the limits (a backoff, the quota) even from a body
/// whose content is an error or is broken, so both come from the same parse.
public struct DecodedResponse<Value: Sendable>: Sendable {
    /// The backoff and quota the body carried, if any.
    public var limits: ResponseLimits
    /// The entities, or the typed error the body amounts to.
    public var content: Result<Value, ServiceError>

    /// A body that said `limits` and held `content`.
    public init(limits: ResponseLimits, content: Result<Value, ServiceError>) {
        self.limits = limits
        self.content = content
    }
}
