/// Which questions to list: the site, the order, an optional tag, optional search words and the page.
public struct QuestionQuery: Hashable, Sendable {
    /// The allowed page sizes of the Stack Exchange API.
    public static let pageSizes = 1...100

    /// The longest tag Stack Exchange allows, in characters; a longer one names no tag.
    public static let longestTag = 35

    /// The longest search the app sends, in characters: far more words than a search needs, and a
    /// bound on the header that repeats them.
    public static let longestSearch = 100

    /// The site's API name, such as `stackoverflow`.
    public var site: String
    /// The order to list the questions in.
    public var sort: QuestionSort
    /// The tag every question must carry; `nil` for every tag.
    public var tag: String?
    /// The words every question must contain, separated by single spaces; `nil` for no search.
    public var search: String?
    /// The page number, from 1.
    public var page: Int
    /// How many questions a page holds, within `pageSizes`.
    public var pageSize: Int

    /// A query; left out, it is page 1 of 30 questions on Stack Overflow, of any tag, searching for
    /// nothing, most active first.
    public init(
        site: String = "stackoverflow", sort: QuestionSort = .activity, tag: String? = nil,
        search: String? = nil, page: Int = 1, pageSize: Int = 30
    ) {
        self.site = site
        self.sort = sort
        self.tag = tag
        self.search = search
        self.page = page
        self.pageSize = pageSize
    }

    /// The same query for page 1, as a change of tag, search or order starts over.
    public var firstPage: QuestionQuery {
        var query = self
        query.page = 1
        return query
    }

    /// The same query for the page after this one.
    public var nextPage: QuestionQuery {
        var query = self
        query.page += 1
        return query
    }
}

/// The orders the question list can be sorted by, each descending.
public enum QuestionSort: String, CaseIterable, Hashable, Sendable {
    /// The most recently active first.
    case activity
    /// The highest score first.
    case votes
    /// The newest first.
    case creation
}
