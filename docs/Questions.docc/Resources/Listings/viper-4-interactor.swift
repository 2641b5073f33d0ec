/// Fetches the question and its answers, and reports them or the failure to the presenter.
///
/// The load holds this interactor weakly, so that the module is released when it closes with the
/// load in flight.
public func loadQuestion() {
    output?.didStartLoading()
    latestLoad.start { [fetchQuestionWithAnswers, questionID, site] () async throws(ServiceError) in
        try await fetchQuestionWithAnswers(id: questionID, site: site)
    } then: { [weak self] result in
        guard let self else { return }
        switch result {
        case .success(let fetched):
            loaded = fetched
            isSaved = saves.isSaved(fetched.question.id)
            output?.didLoad(Self.detail(of: fetched.question, answers: fetched.answers, isSaved: isSaved))
        case .failure(let error): output?.didFailToLoad(with: error)
        }
    }
}
