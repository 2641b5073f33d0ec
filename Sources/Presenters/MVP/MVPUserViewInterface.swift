/// What MVP's user presenter tells its view: the Passive View's interface for a user's page.
@MainActor
public protocol MVPUserViewInterface: SaveAnswerShowing {
    /// A fetch has started.
    func showLoading()
    /// The whole page: the user, their questions and the footer.
    func show(_ page: UserPageDisplay)
    /// The questions a page added, and the new footer.
    func showMore(_ rows: [QuestionRowDisplay], footer: String)
    /// A one-line notice, such as "No more questions."
    func showNotice(_ text: String)
    /// A one-line error, with what to do next.
    func showError(_ text: String)
}
