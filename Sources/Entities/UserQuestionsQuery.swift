/// Which of a user's questions to list: the user, the site and the page, always by votes.
public struct UserQuestionsQuery: Hashable, Sendable {
    /// The user's id on the site.
    public var userID: Int
    /// The site's API name, such as `stackoverflow`.
    public var site: String
    /// The page number, from 1.
    public var page: Int
    /// How many questions a page holds, within `QuestionQuery.pageSizes`.
    public var pageSize: Int

    /// Page `page` of the questions of user `userID` on `site`, `pageSize` to a page.
    public init(userID: Int, site: String, page: Int = 1, pageSize: Int = 30) {
        self.userID = userID
        self.site = site
        self.page = page
        self.pageSize = pageSize
    }

    /// The same query for the page after this one.
    public var nextPage: UserQuestionsQuery {
        var query = self
        query.page += 1
        return query
    }
}
