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
    /// The selected question, from 0: the screen front's selection; a view without one shows nothing.
    func showSelection(atRow index: Int)
    /// One question's row again, in place, after it was saved or unsaved; a view that cannot draw a row
    /// again shows nothing.
    func showRow(_ row: QuestionRowDisplay)
}
