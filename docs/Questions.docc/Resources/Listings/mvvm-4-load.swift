/// Fetches the question and its answers (the view appeared), in a load that holds this view model
/// weakly, so that it is released when its screen closes with the load in flight.
public func loadQuestion() {
    state.isLoading = true
    latestLoad.start { [fetchQuestionWithAnswers, questionID, site] () async throws(ServiceError) in
        try await fetchQuestionWithAnswers(id: questionID, site: site)
    } then: { [weak self] result in
        guard let self else { return }
        // One assignment of a whole new state: observers see loading end and the result together.
        var next = State()
        switch result {
        case .success(let fetched):
            asker = fetched.question.owner
            shown = fetched
            isSaved = saves.isSaved(fetched.question.id)
            next.screen = formatter.screen(
                for: fetched.question, answers: fetched.answers, isSaved: isSaved)
            next.screenVersion = state.screenVersion + 1
        case .failure(let error):
            messageCount += 1
            next.error = ScreenMessage(
                text: ErrorText.questionFailed(error, words: formatter.words), number: messageCount)
        }
        state = next
    }
}
