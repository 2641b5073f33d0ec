import Entities
import Interactors

/// The list screen's part of the state: the questions, what is under way, and what its view is to draw.
public struct ReduxListState: Equatable, Sendable {
    /// The questions loaded so far, with the paging rules every pattern shares.
    public var questions: QuestionList
    /// The fetch under way, if any: the request a response must answer to be used.
    public var loading: ReduxListLoad?
    /// Whether the list has appeared: not yet beneath a question opened from its URL, until a command
    /// uncovers it.
    public var hasAppeared = false
    /// What the view is to draw once, oldest first.
    public var outbox: [ReduxOutput] = []
    /// The screen front's selection, scroll and typed line: state the line front never changes.
    public var view = ReduxViewState()

    /// A list holding `questions`, nothing under way.
    public init(questions: QuestionList) {
        self.questions = questions
    }
}

/// One fetch of the list: which kind, for which request. A response carries it back, and the reducer
/// uses the response only while it is still the fetch under way.
public struct ReduxListLoad: Hashable, Sendable {
    /// Which way the list is fetched, to name it when it fails.
    public var fetch: ListFetch
    /// The request sent.
    public var query: QuestionQuery

    /// A fetch of `query`, of kind `fetch`.
    public init(_ fetch: ListFetch, of query: QuestionQuery) {
        self.fetch = fetch
        self.query = query
    }

    /// `refresh` bypasses the cache; every other fetch may use it.
    public var policy: FetchPolicy { fetch == .refresh ? .reload : .useCache }
}
