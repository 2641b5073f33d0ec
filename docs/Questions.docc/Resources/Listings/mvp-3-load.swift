/// Fetches the question and its answers, and shows them or what went wrong.
///
/// The load holds this presenter weakly, so that the
/// presenter is released when its view closes with the load in flight.
public func viewDidLoad() {
    view?.showLoading()
    latestLoad.start { [fetchQuestionWithAnswers, questionID, site] () async throws(ServiceError) in
        try await fetchQuestionWithAnswers(id: questionID, site: site)
    } then: { [weak self] result in
        guard let self else { return }
        switch result {
        case .success(let fetched):
            asker = fetched.question.owner
            shown = fetched
            isSaved = saves.isSaved(fetched.question.id)
            show(fetched)
        case .failure(let error):
            view?.showError(ErrorText.questionFailed(error, words: formatter.words))
        }
    }
}
