/// What the question presenter tells its view to show.
@MainActor
public protocol VIPERQuestionViewInterface: SaveAnswerShowing {
    /// A fetch has started (the terminal prints "Loading…" where fetches are slow).
    func showLoading()
    /// The question, its answers and the attribution.
    func show(_ screen: QuestionScreenDisplay)
    /// A one-line error with what to do next.
    func showError(_ text: String)
    /// Shows a one-line notice, such as a save's answer.
    func showNotice(_ text: String)
    /// The question again, drawn in place, after it was saved or unsaved; a view that cannot draw in place
    /// (the line front's) shows nothing.
    func showInPlace(_ screen: QuestionScreenDisplay)
}
