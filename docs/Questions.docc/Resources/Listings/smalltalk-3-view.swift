private func draw(_ change: SmalltalkQuestionModel.Change) {
    switch change {
    case .loading: display.showLoading()
    case .loaded: drawQuestion()
    case .failed(let error): display.showError(ErrorText.questionFailed(error))
    case .marks: break
    }
}
