import Entities

/// Where a Model 2 page is: the URL its history entry keeps, which shows the page again.
///
/// It names what the page shows, never what it looks like: "the list of
/// this query, 3 pages", "question 123". `back` sends it again, and the
/// model answers from its cache, which keeps what the history's locations
/// can reach.
public enum Model2Location: Hashable, Sendable {
    /// `/questions`: the list of `query` (its first page), with `pages` pages loaded; none yet, `0`.
    case list(QuestionQuery, pages: Int)
    /// `/questions/ID`: a question with its answers.
    case question(id: Int, site: String)
    /// `/users/ID`: a user's page, with `pages` pages of their questions loaded; none yet, `0`.
    case user(id: Int, site: String, pages: Int)
    /// `/saved`: the saved questions, the `count` most recent shown; none yet, `0`.
    case saved(count: Int)

    /// The location as a path, as a browser's address bar shows it: for the trace.
    public var path: String {
        switch self {
        case .list(let query, let pages):
            let parameters = [
                ("sort", query.sort.rawValue), ("tagged", query.tag), ("q", query.search),
                ("pages", pages > 1 ? String(pages) : nil),
            ]
            let present = parameters.compactMap { name, value in value.map { "\(name)=\($0)" } }
            return "/questions?" + present.joined(separator: "&")
        case .question(let id, _): return "/questions/\(id)"
        case .user(let id, _, let pages): return "/users/\(id)" + (pages > 1 ? "?pages=\(pages)" : "")
        case .saved(let count): return "/saved" + (count > 0 ? "?count=\(count)" : "")
        }
    }
}
