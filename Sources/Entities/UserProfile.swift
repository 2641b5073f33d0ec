import Foundation

/// A user of a Stack Exchange site, as their page shows them.
///
/// Unlike a post's `User`, which may be a deleted account with a name only,
/// a profile is fetched by id and so always belongs to an account that exists.
public struct UserProfile: Hashable, Sendable {
    /// The user's id on the site.
    public var id: Int
    /// The name the site shows.
    public var displayName: String
    /// The user's reputation on the site.
    public var reputation: Int
    /// When the account was made ("member since"), when the API gives it.
    public var creationDate: Date?
    /// The address of the user's profile page, when the API gives it.
    public var link: String?
    /// The API quota left, as the live service knew it when this profile came; nil offline.
    ///
    /// Not part of who the user is: it rides here because a user's page is
    /// two requests sent together, and the page shows the lower count of the two
    /// (see `UserPage.init(profile:firstPage:of:)`).
    public var quotaRemaining: Int?

    /// A profile with every field given; the date, the link and the quota may be left out.
    public init(
        id: Int, displayName: String, reputation: Int, creationDate: Date? = nil, link: String? = nil,
        quotaRemaining: Int? = nil
    ) {
        self.id = id
        self.displayName = displayName
        self.reputation = reputation
        self.creationDate = creationDate
        self.link = link
        self.quotaRemaining = quotaRemaining
    }
}
