/// A user as `GET /users/{ids}` sends one; the fields the app uses, others ignored.
///
/// Every field but the id is optional on the wire; a missing name or
/// reputation gets a placeholder, so one odd profile still has a page.
struct WireUser: Decodable {
    var userID: Int
    var userType: String?
    var displayName: String?
    var reputation: Int?
    var creationDate: Int64?
    var link: String?

    enum CodingKeys: String, CodingKey {
        case userID = "user_id"
        case userType = "user_type"
        case displayName = "display_name"
        case reputation
        case creationDate = "creation_date"
        case link
    }
}
