/// The questions loaded so far for one query, and the paging rules that keep them.
///
/// Every pattern holds one: the MVC controller, the MVVM view model and the
/// VIPER interactor. Who fetches, and who is told, differs between them; what
/// a page does to the list does not, so it lives here, once.
public struct QuestionList: Hashable, Sendable {
    /// The query, at the page last loaded.
    public private(set) var query: QuestionQuery
    public private(set) var questions: [Question] = []
    /// Whether the service has a page after the last one loaded.
    public private(set) var hasMore = false
    /// The API quota the last response reported, kept when a response says nothing.
    public private(set) var quotaRemaining: Int?

    public init(query: QuestionQuery) {
        self.query = query.firstPage
    }

    /// The request for page 1, for a first load or a refresh.
    public var firstPageQuery: QuestionQuery { query.firstPage }

    /// The request for the page after the last one loaded.
    public var nextPageQuery: QuestionQuery { query.nextPage }

    /// The question at `index` (from 0), if the list has one there.
    public func question(at index: Int) -> Question? {
        questions.indices.contains(index) ? questions[index] : nil
    }

    /// Replaces everything with a fresh page 1.
    public mutating func replace(with firstPage: QuestionPage) {
        query = query.firstPage
        questions = [].appending(page: firstPage.questions)
        hasMore = firstPage.hasMore
        quotaRemaining = firstPage.quotaRemaining ?? quotaRemaining
    }

    /// Appends the page after the last one loaded and returns the questions that were not listed yet.
    @discardableResult
    public mutating func appendNextPage(_ page: QuestionPage) -> [Question] {
        let known = Set(questions.map(\.id))
        query = query.nextPage
        questions = questions.appending(page: page.questions)
        hasMore = page.hasMore
        quotaRemaining = page.quotaRemaining ?? quotaRemaining
        return questions.filter { !known.contains($0.id) }
    }

    /// Starts a new, empty list of questions tagged `tag` (all for `nil`).
    public mutating func filter(byTag tag: String?) {
        query.tag = tag
        clear()
    }

    /// Starts a new, empty list in another order.
    public mutating func sort(by sort: QuestionSort) {
        query.sort = sort
        clear()
    }

    private mutating func clear() {
        query = query.firstPage
        questions = []
        hasMore = false
    }
}
