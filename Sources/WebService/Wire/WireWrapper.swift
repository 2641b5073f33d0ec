/// The common wrapper of every Stack Exchange API response, as sent on the wire.
///
/// Successful responses fill `items`; error responses (HTTP 400 and others)
/// fill the `error_*` fields instead. Any response may carry `backoff`.
struct WireWrapper<Item: Decodable>: Decodable {
    var items: [Item]?
    var hasMore: Bool?
    var quotaMax: Int?
    var quotaRemaining: Int?
    /// Seconds, as the API sends them; read as a number that may have a fraction.
    var backoff: Double?
    var errorID: Int?
    var errorName: String?
    var errorMessage: String?

    enum CodingKeys: String, CodingKey {
        case items
        case hasMore = "has_more"
        case quotaMax = "quota_max"
        case quotaRemaining = "quota_remaining"
        case backoff
        case errorID = "error_id"
        case errorName = "error_name"
        case errorMessage = "error_message"
    }
}
