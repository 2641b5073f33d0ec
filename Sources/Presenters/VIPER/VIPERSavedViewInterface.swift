/// What VIPER's saved-screen presenter tells its view.
@MainActor
public protocol VIPERSavedViewInterface: SaveAnswerShowing {
    /// Shows the whole screen.
    func show(_ list: QuestionListDisplay)
    /// Shows the rows a page added, and the new footer.
    func showMore(_ rows: [QuestionRowDisplay], footer: String)
    /// Shows a one-line notice.
    func showNotice(_ text: String)
    /// Shows a one-line error.
    func showError(_ text: String)
    /// The selected save, from 0: the screen front's selection; a view without one shows nothing.
    func showSelection(atRow index: Int)
}
