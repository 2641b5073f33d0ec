/// Fetches the question and its answers; the load holds the model weakly.
public func load() {
    dependents.changed(.loading)
    latestLoad.start { [fetchQuestionWithAnswers, id, site] () async throws(ServiceError) in
        try await fetchQuestionWithAnswers(id: id, site: site)
    } then: { [weak self] result in
        guard let self else { return }
        switch result {
        case .success(let fetched):
            loaded = fetched
            isSaved = saves.isSaved(fetched.question.id)
            dependents.changed(.loaded)
        case .failure(let error):
            dependents.changed(.failed(error))
        }
    }
}
