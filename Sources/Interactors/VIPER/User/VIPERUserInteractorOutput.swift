import Entities

/// What the user-page use case reports back to its presenter.
@MainActor
public protocol VIPERUserInteractorOutput: AnyObject {
    /// A fetch has started that may take a while.
    func didStartLoading()
    /// The user and their first page of questions arrived.
    func didLoad(_ page: VIPERUserPageResponse)
    /// The next page arrived: `newQuestions` were not listed yet; `page` is the whole page now.
    func didLoadMore(_ newQuestions: [VIPERQuestionSummary], in page: VIPERUserPageResponse)
    /// `more` found no page after the last one.
    func didReachEnd()
    /// `more` came while a page loads: no second request was sent.
    func didSkipLoadMoreWhileLoading()
    /// The page could not be fetched; `isFirstLoad` tells the user from a next page of questions.
    func didFail(isFirstLoad: Bool, with error: ServiceError)
    /// A save or unsave was answered: saved, already saved, removed, not saved, or why not.
    func didAnswerSave(_ outcome: SaveOutcome)
    /// The question on row `number` was saved or unsaved; `page` holds its new mark.
    func didChangeMark(ofRow number: Int, in page: VIPERUserPageResponse)
}
