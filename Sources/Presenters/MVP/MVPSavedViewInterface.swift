/// What MVP's saved-screen presenter tells its passive view: the screen, rows added, one-line notices.
@MainActor
public protocol MVPSavedViewInterface: SaveAnswerShowing {
    /// The whole screen: the header, the saves and the footer.
    func show(_ list: QuestionListDisplay)
    /// The rows a page added, and the new footer.
    func showMore(_ rows: [QuestionRowDisplay], footer: String)
    /// A one-line notice, such as a save's answer.
    func showNotice(_ text: String)
    /// A one-line error.
    func showError(_ text: String)
    /// The selected save, from 0: the screen front's selection; a view without one shows nothing.
    func showSelection(atRow index: Int)
}
