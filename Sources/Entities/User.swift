/// A post's author as the site reports it.
///
/// An author whose account was deleted (`user_type: does_not_exist`) keeps
/// only a display name, so everything else is optional.
public struct User: Hashable, Sendable {
    /// The name the site shows for the author.
    public var displayName: String
    /// The author's reputation on the site, when known.
    public var reputation: Int?
    /// The author's id on the site, when the account still exists.
    public var userID: Int?
    /// The address of the author's profile page, when there is one.
    public var link: String?

    /// An author with a display name; the rest may be left out, as for a deleted account.
    public init(displayName: String, reputation: Int? = nil, userID: Int? = nil, link: String? = nil) {
        self.displayName = displayName
        self.reputation = reputation
        self.userID = userID
        self.link = link
    }

}
