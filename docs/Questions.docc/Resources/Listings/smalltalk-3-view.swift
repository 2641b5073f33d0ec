private func draw(_ change: SmalltalkQuestionModel.Change) {
    switch change {
    case .loading: display.showLoading()
    case .loaded: drawQuestion()
    case .failed(let error): display.showError(ErrorText.questionFailed(error))
    case .noUserPage:
        if case .none(let reason) = AskerPage(asker: model.asker) { display.showError(reason) }
    case .notShown: display.showError(SaveText.notShown)
    case .saveAnswered(let outcome):
        display.showAnswer(to: outcome)
    case .marks: break
    }
}
