/// A user's page as loaded so far: who they are, and their questions by votes, page by page.
///
/// Every pattern's user screen holds one (VIPER's interactor does); what a
/// page does to it is the same everywhere, so it lives here, once, as
/// `QuestionList` does for the list.
public struct UserPage: Hashable, Sendable {
    /// The user the page is about.
    public private(set) var profile: UserProfile
    /// The request of the page of questions loaded last.
    public private(set) var query: UserQuestionsQuery
    /// The user's questions of every page loaded, highest score first, each listed once.
    public private(set) var questions: [Question]
    /// Whether the service has a page of questions after the last one loaded.
    public private(set) var hasMore: Bool
    /// The API quota the last response reported, kept when a response says nothing.
    public private(set) var quotaRemaining: Int?

    /// The page of `profile`, with `firstPage`, the answer to `query`, as its questions.
    ///
    /// The profile and the first page are answers to two requests sent
    /// together, which may arrive in either order. The quota only falls
    /// during a day, so the lower of their two counts is the newer one, and
    /// the page shows the same count whichever answer came last.
    public init(profile: UserProfile, firstPage: QuestionPage, of query: UserQuestionsQuery) {
        self.profile = profile
        self.query = query
        questions = [].appending(page: firstPage.questions)
        hasMore = firstPage.hasMore
        quotaRemaining = [profile.quotaRemaining, firstPage.quotaRemaining].compactMap { $0 }.min()
    }

    /// The request for the page of questions after the last one loaded.
    public var nextPageQuery: UserQuestionsQuery { query.nextPage }

    /// The question on row `number` (rows count from 1), if there is one.
    public func question(atRow number: Int) -> Question? {
        // Compare before subtracting: `number - 1` would overflow for Int.min.
        guard number >= 1, number <= questions.count else { return nil }
        return questions[number - 1]
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
