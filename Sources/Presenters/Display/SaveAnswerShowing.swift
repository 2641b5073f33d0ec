import Interactors

/// What shows a save's one-line answer: every view a save is typed on, whichever pattern drives it.
@MainActor
public protocol SaveAnswerShowing: AnyObject {
    /// A one-line notice.
    func showNotice(_ text: String)
    /// A one-line error.
    func showError(_ text: String)
}

extension SaveAnswerShowing {
    /// The line `outcome` answers: a notice, or an error when nothing could be written.
    public func showAnswer(to outcome: SaveOutcome) {
        let line = SaveText.answer(to: outcome)
        if SaveText.isError(outcome) { showError(line) } else { showNotice(line) }
    }
}
