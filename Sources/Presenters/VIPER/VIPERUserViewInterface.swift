/// What the user presenter tells its view to show.
@MainActor
public protocol VIPERUserViewInterface: SaveAnswerShowing {
    /// A fetch has started.
    func showLoading()
    /// The whole page: the user, their questions and the footer.
    func show(_ page: UserPageDisplay)
    /// The questions a page added, and the new footer.
    func showMore(_ rows: [QuestionRowDisplay], footer: String)
    /// A one-line notice.
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
