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
}
