/// What the list presenter tells its view to show; the view decides how.
@MainActor
public protocol VIPERQuestionListViewInterface: SaveAnswerShowing {
    /// A fetch has started (the terminal prints "Loading…" where fetches are slow).
    func showLoading()
    /// The whole list: header, rows and footer.
    func show(_ list: QuestionListDisplay)
    /// Rows appended by `more`, and the new footer.
    func showMore(_ rows: [QuestionRowDisplay], footer: String)
    /// A one-line message, such as the refresh summary.
    func showNotice(_ text: String)
    /// A one-line error with what to do next.
    func showError(_ text: String)
}
