import Entities

/// The fields the list screen is made from, whichever shape the caller holds them in.
///
/// MVC, MVP, MVVM and the store hold a `QuestionList` of entities; the VIPER presenter gets a
/// `VIPERQuestionListResponse` from its interactor. Both conform, so one list
/// formatter serves every pattern.
public protocol QuestionListContent {
    /// The shape each row is held in.
    associatedtype Row: QuestionRowContent
    /// The site the list comes from.
    var site: String { get }
    /// The order the list is in.
    var sort: QuestionSort { get }
    /// The tag every listed question carries; `nil` for every tag.
    var tag: String? { get }
    /// The words every listed question contains; `nil` for no search.
    var search: String? { get }
    /// How many questions a page holds.
    var pageSize: Int { get }
    /// Every question loaded so far, in list order.
    var rows: [Row] { get }
    /// Whether the service has a page after the last one loaded.
    var hasMore: Bool { get }
    /// How many requests the API still allows today, when known.
    var quotaRemaining: Int? { get }
}

extension QuestionList: QuestionListContent {
    /// The site of the list's query.
    public var site: String { query.site }
    /// The order of the list's query.
    public var sort: QuestionSort { query.sort }
    /// The tag of the list's query; `nil` for every tag.
    public var tag: String? { query.tag }
    /// The search of the list's query; `nil` for no search.
    public var search: String? { query.search }
    /// The page size of the list's query.
    public var pageSize: Int { query.pageSize }
    /// The loaded questions, as the list formatter reads them.
    public var rows: [Question] { questions }
}
