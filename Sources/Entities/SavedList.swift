/// The saved screen's state: the saves of one site shown so far, the most recent first, and where the
/// next page starts.
///
/// It is to the saved screen what `QuestionList` is to the list: every
/// pattern keeps one, in its own owner of state.
public struct SavedList: Hashable, Sendable {
    /// The site whose saves these are.
    public let site: String
    /// How many saves a page holds.
    public let pageSize: Int
    /// The saves shown, the most recent first, numbered from 1 in this order.
    public private(set) var saves: [SavedQuestion] = []
    /// Whether an older page follows.
    public private(set) var hasMore = false

    /// An empty list of `site`'s saves, `pageSize` a page.
    public init(site: String, pageSize: Int) {
        self.site = site
        self.pageSize = pageSize
    }

    /// Where the next page starts: after the oldest save shown.
    public var nextPageCursor: SavedCursor? { saves.last?.cursor }

    /// The questions shown, in order.
    public var questions: [Question] { saves.map(\.question) }

    /// The question on row `number` (from 1), if there is one.
    public func question(atRow number: Int) -> Question? {
        guard number >= 1, number <= saves.count else { return nil }
        return saves[number - 1].question
    }

    /// Shows `firstPage` alone.
    public mutating func replace(with firstPage: SavedPage) {
        saves = firstPage.saves
        hasMore = firstPage.hasMore
    }

    /// Adds `page` under the saves shown, and returns it.
    @discardableResult
    public mutating func appendNextPage(_ page: SavedPage) -> [SavedQuestion] {
        saves += page.saves
        hasMore = page.hasMore
        return page.saves
    }
}
