/// A user's page: who they are, then their questions by votes, every field already text.
public struct UserPageDisplay: Hashable, Sendable {
    /// The user's name, safe to print.
    public var name: String
    /// "1,234 reputation · member since Nov 3, 2014", without the date when the API does not give it.
    public var details: String
    /// The address of the user's profile, safe to print, when the API gives it.
    public var link: String?
    /// "Questions by votes"
    public var heading: String
    /// The user's questions by votes, numbered from 1, as the list screen shows rows.
    public var rows: [QuestionRowDisplay]
    /// How many are shown and whether more can be loaded, or that the user has asked nothing.
    public var footer: String

    /// A user's page with every field given.
    public init(
        name: String, details: String, link: String?, heading: String, rows: [QuestionRowDisplay],
        footer: String
    ) {
        self.name = name
        self.details = details
        self.link = link
        self.heading = heading
        self.rows = rows
        self.footer = footer
    }
}
