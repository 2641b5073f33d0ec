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
    /// The selected row, from 0: the screen front's selection, which the presenter keeps; a view without
    /// one (the line front's) shows nothing.
    func showSelection(atRow index: Int)
    /// One row again, in place, after its question was saved or unsaved; a view that cannot draw a row
    /// again (the line front's, whose rows have scrolled away) shows nothing.
    func showRow(_ row: QuestionRowDisplay)
}
