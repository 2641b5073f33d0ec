private func draw(_ change: SmalltalkQuestionModel.Change) {
    switch change {
    case .loading: display.showLoading()
    case .loaded: drawQuestion()
    case .failed(let error): display.showError(ErrorText.questionFailed(error, words: formatter.words))
    case .marks:
        // Drawn again in place where the display can; the line front's cannot, and shows it next time.
        guard let loaded = model.loaded else { return }
        display.showInPlace(
            formatter.screen(for: loaded.question, answers: loaded.answers, isSaved: model.isSaved))
    }
}
