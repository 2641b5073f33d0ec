/// The ways the question list is fetched, so that a failed one can be named and tried again.
///
/// Every pattern reports a failure with one of these, and the one
/// mapping from a fetch to the command that repeats it lives with the
/// messages in Presenters (`ErrorText.listFailed(_:retrying:)`).
public enum ListFetch: Hashable, Sendable {
    /// Page 1 of the query the app started with.
    case firstPage
    /// Page 1 again, bypassing any cache (`refresh`).
    case refresh
    /// The page after the last one loaded (`more`).
    case nextPage
    /// Page 1 for a tag, or for every tag when `nil` (`tag NAME`, `tag`).
    case tag(String?)
    /// Page 1 in another order (`sort ORDER`).
    case sort(QuestionSort)
    /// Page 1 of the questions that contain every word, or of every question when `nil`
    /// (`search WORDS`, `search`).
    case search(String?)
}
