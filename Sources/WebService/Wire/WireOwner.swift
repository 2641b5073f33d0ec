/// A post's owner as sent on the wire (`shallow_user`).
///
/// Every field is optional on the wire: an owner whose account was deleted
/// (`user_type: does_not_exist`) carries only a display name.
struct WireOwner: Decodable {
    var userID: Int?
    var userType: String?
    var displayName: String?
    var reputation: Int?
    var link: String?

    enum CodingKeys: String, CodingKey {
        case userID = "user_id"
        case userType = "user_type"
        case displayName = "display_name"
        case reputation
        case link
    }
}
