/// What MVP's question presenter tells its view: the Passive View's interface for the question screen.
@MainActor
public protocol MVPQuestionViewInterface: SaveAnswerShowing {
    /// The question is being fetched.
    func showLoading()
    /// The question with its answers.
    func show(_ screen: QuestionScreenDisplay)
    /// Why the question could not be shown, with what to do next.
    func showError(_ text: String)
    /// A one-line notice, such as a save's answer.
    func showNotice(_ text: String)
    /// The question again, drawn in place, after it was saved or unsaved; a view that cannot draw in place
    /// (the line front's, whose question has scrolled away) shows nothing.
    func showInPlace(_ screen: QuestionScreenDisplay)
}
