import Entities
import Foundation

/// The fields a user's page is made from, whichever shape the caller holds them in.
///
/// MVC, MVP, MVVM and the store hold a `UserPage` of entities; the VIPER
/// presenter gets a response of plain values from its interactor. Both
/// conform, so one formatter serves every pattern.
public protocol UserPageContent {
    /// The shape each question row is held in.
    associatedtype Row: QuestionRowContent
    /// The name the site shows, not yet made safe for a terminal.
    var displayName: String { get }
    /// The user's reputation on the site.
    var reputation: Int { get }
    /// When the account was made, when the API gives it.
    var creationDate: Date? { get }
    /// The address of the user's profile, when the API gives it.
    var link: String? { get }
    /// The user's questions loaded so far, highest score first.
    var rows: [Row] { get }
    /// Whether the service has a page of questions after the last one loaded.
    var hasMore: Bool { get }
    /// How many requests the API still allows today, when known.
    var quotaRemaining: Int? { get }
}

extension UserPage: UserPageContent {
    /// The user's name, as the formatter reads it.
    public var displayName: String { profile.displayName }
    /// The user's reputation, as the formatter reads it.
    public var reputation: Int { profile.reputation }
    /// When the account was made, as the formatter reads it.
    public var creationDate: Date? { profile.creationDate }
    /// The profile's address, as the formatter reads it.
    public var link: String? { profile.link }
    /// The loaded questions, as the formatter reads them.
    public var rows: [Question] { questions }
}
