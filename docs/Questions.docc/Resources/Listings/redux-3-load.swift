/// Starts fetching the question of screen `screen`, with its answers, under the question's id.
func loadQuestion(screen: Int, in state: inout ReduxQuestionsState) -> ReduxQuestionsEffect {
    guard let question = state[question: screen] else { return .none }
    state[question: screen]?.isLoading = true
    state.queue(.loading, on: .path(screen))
    let (id, site) = (question.id, question.site)
    return .run(id: .questionLoad) { environment in
        let fetch = FetchQuestionWithAnswers(service: environment.service)
        let result = await Result(fetching: { () async throws(ServiceError) -> QuestionWithAnswers in
            try await fetch(id: id, site: site)
        })
        return .questionLoaded(screen: screen, result)
    }
}
