import Entities

/// The fields the list screen is made from, whichever shape the caller holds them in.
///
/// MVC and MVVM hold a `QuestionList` of entities; the VIPER presenter gets a
/// `QuestionListResponse` from its interactor. Both conform, so one list
/// formatter serves all three patterns.
public protocol QuestionListContent {
    associatedtype Row: QuestionRowContent
    var site: String { get }
    var sort: QuestionSort { get }
    var tag: String? { get }
    var pageSize: Int { get }
    var rows: [Row] { get }
    var hasMore: Bool { get }
    var quotaRemaining: Int? { get }
}

extension QuestionList: QuestionListContent {
    public var site: String { query.site }
    public var sort: QuestionSort { query.sort }
    public var tag: String? { query.tag }
    public var pageSize: Int { query.pageSize }
    public var rows: [Question] { questions }
}
