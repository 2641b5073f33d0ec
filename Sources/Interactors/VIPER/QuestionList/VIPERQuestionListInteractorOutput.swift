import Entities

/// What the list use case reports back to its presenter.
@MainActor
public protocol VIPERQuestionListInteractorOutput: AnyObject {
    /// A fetch has started that may take a while.
    func didStartLoading()
    /// The list was replaced by a new first page (first load, tag, sort) or reported as it is.
    func didLoad(_ list: VIPERQuestionListResponse)
    /// A page was appended; `newQuestions` are the ones not listed before.
    func didLoadMore(_ newQuestions: [VIPERQuestionSummary], in list: VIPERQuestionListResponse)
    /// There is no page after the last one loaded.
    func didReachEnd()
    /// `more` came while a page was still loading, and sent nothing.
    func didSkipLoadMoreWhileLoading()
    /// Page 1 was fetched again; `previous` are the questions listed before, in order, as they were then.
    func didRefresh(_ list: VIPERQuestionListResponse, previous: [VIPERQuestionSummary])
    /// `fetch` failed; the list is as it was.
    func didFail(_ fetch: ListFetch, with error: ServiceError)
    /// A save or unsave was answered: saved, already saved, removed, not saved, or why not.
    func didAnswerSave(_ outcome: SaveOutcome)
    /// The question on row `number` was saved or unsaved; `list` holds its new mark.
    func didChangeMark(ofRow number: Int, in list: VIPERQuestionListResponse)
}
