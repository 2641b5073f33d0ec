/// The questions loaded so far for one query, and the paging rules that keep them.
///
/// Every pattern holds one, in whichever object its shape gives the list's
/// state (docs/Questions.docc/Roles.md names each). Who fetches, and who is told,
/// differs between them; what a page does to the list does not, so it lives
/// here, once.
public struct QuestionList: Hashable, Sendable {
    /// The query the list was loaded for, at the page last loaded.
    public private(set) var query: QuestionQuery
    /// The questions of every page loaded, in order, each listed once.
    public private(set) var questions: [Question] = []
    /// Whether the service has a page after the last one loaded.
    public private(set) var hasMore = false
    /// The API quota the last response reported, kept when a response says nothing.
    public private(set) var quotaRemaining: Int?

    /// An empty list that will load `query` from page 1.
    public init(query: QuestionQuery) {
        self.query = query.firstPage
    }

    /// The request for page 1, for a first load or a refresh.
    public var firstPageQuery: QuestionQuery { query.firstPage }

    /// The request for the page after the last one loaded.
    public var nextPageQuery: QuestionQuery { query.nextPage }

    /// The request for page 1 of questions tagged `tag` (every tag, for `nil`), in the same order.
    public func firstPageQuery(tag: String?) -> QuestionQuery {
        var query = firstPageQuery
        query.tag = tag
        return query
    }

    /// The request for page 1 of the questions containing every word of `search` (every question, for
    /// `nil`), with the same tag and order.
    public func firstPageQuery(search: String?) -> QuestionQuery {
        var query = firstPageQuery
        query.search = search
        return query
    }

    /// The request for page 1 in the order `sort`, with the same tag and search.
    public func firstPageQuery(sort: QuestionSort) -> QuestionQuery {
        var query = firstPageQuery
        query.sort = sort
        return query
    }

    /// The question on row `number` of the list (rows count from 1), if there is one.
    public func question(atRow number: Int) -> Question? {
        // Compare before subtracting: `number - 1` would overflow for Int.min.
        guard number >= 1, number <= questions.count else { return nil }
        return questions[number - 1]
    }

    /// Replaces everything with page 1 of `query`: a first load, a refresh, or a new tag, search or order.
    ///
    /// A new tag, search or order replaces the list only once its page has arrived, so
    /// a failed fetch leaves the list the user sees as it was.
    public mutating func replace(with firstPage: QuestionPage, for query: QuestionQuery) {
        self.query = query.firstPage
        questions = [].appending(page: firstPage.questions)
        hasMore = firstPage.hasMore
        quotaRemaining = firstPage.quotaRemaining ?? quotaRemaining
    }

    /// Appends the page after the last one loaded and returns the questions that were not listed yet.
    @discardableResult
    public mutating func appendNextPage(_ page: QuestionPage) -> [Question] {
        let added = questions.unlisted(in: page.questions)
        query = query.nextPage
        questions += added
        hasMore = page.hasMore
        quotaRemaining = page.quotaRemaining ?? quotaRemaining
        return added
    }
}
