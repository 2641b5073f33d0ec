/// A post's author as the site reports it.
///
/// An author whose account was deleted (`user_type: does_not_exist`) keeps
/// only a display name, so everything else is optional.
public struct User: Hashable, Sendable {
    public var displayName: String
    public var reputation: Int?
    public var userID: Int?
    public var link: String?

    public init(displayName: String, reputation: Int? = nil, userID: Int? = nil, link: String? = nil) {
        self.displayName = displayName
        self.reputation = reputation
        self.userID = userID
        self.link = link
    }

}
