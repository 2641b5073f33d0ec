/// The common wrapper of every Stack Exchange API response, as sent on the wire.
///
/// Successful responses fill `items`; error responses (HTTP 400 and others)
/// fill the `error_*` fields instead. Any response may carry `backoff`.
///
/// The limits (`backoff`, `quota_remaining`) are read apart from the rest, so
/// that one pass over a body gives them even when its items are broken: the
/// API's rules must be kept whatever the page holds.
struct WireWrapper<Item: Decodable>: Decodable {
    /// Seconds, as the API sends them; read as a number that may have a fraction.
    var backoff: Double?
    var quotaRemaining: Int?
    /// Everything else, or the reason it could not be read.
    var content: Result<Content, DecodingError>

    /// The part of a response that is not about the API's limits.
    struct Content {
        var items: [Item]?
        var hasMore: Bool?
        var errorID: Int?
        var errorName: String?
        var errorMessage: String?
    }

    enum CodingKeys: String, CodingKey {
        case items
        case hasMore = "has_more"
        case quotaRemaining = "quota_remaining"
        case backoff
        case errorID = "error_id"
        case errorName = "error_name"
        case errorMessage = "error_message"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        backoff = try container.decodeIfPresent(Double.self, forKey: .backoff)
        quotaRemaining = try container.decodeIfPresent(Int.self, forKey: .quotaRemaining)
        do {
            content = .success(
                Content(
                    items: try container.decodeIfPresent([Item].self, forKey: .items),
                    hasMore: try container.decodeIfPresent(Bool.self, forKey: .hasMore),
                    errorID: try container.decodeIfPresent(Int.self, forKey: .errorID),
                    errorName: try container.decodeIfPresent(String.self, forKey: .errorName),
                    errorMessage: try container.decodeIfPresent(String.self, forKey: .errorMessage)))
        } catch let error as DecodingError {
            content = .failure(error)
        }
    }
}
