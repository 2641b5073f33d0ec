import Foundation

/// A user's page as the interactor reports it: who they are and their questions loaded so far.
public struct VIPERUserPageResponse: Hashable, Sendable {
    /// The name the site shows, not yet made safe for a terminal.
    public var displayName: String
    /// The user's reputation on the site.
    public var reputation: Int
    /// When the account was made, when the API gives it.
    public var creationDate: Date?
    /// The address of the user's profile, when the API gives it.
    public var link: String?
    /// Every question of theirs loaded so far, highest score first.
    public var questions: [VIPERQuestionSummary]
    /// Whether the service has a page of questions after the last one loaded.
    public var hasMore: Bool
    /// How many requests the API still allows today, when known.
    public var quotaRemaining: Int?

    /// A response with every field given.
    public init(
        displayName: String, reputation: Int, creationDate: Date?, link: String?,
        questions: [VIPERQuestionSummary],
        hasMore: Bool, quotaRemaining: Int?
    ) {
        self.displayName = displayName
        self.reputation = reputation
        self.creationDate = creationDate
        self.link = link
        self.questions = questions
        self.hasMore = hasMore
        self.quotaRemaining = quotaRemaining
    }
}
