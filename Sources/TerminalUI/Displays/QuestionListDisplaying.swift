import Presenters

/// What every pattern's list screen asks of the list view it draws on, in either front: the line front's
/// terminal (`TerminalListView`) or the screen front's frame.
@MainActor
public protocol QuestionListDisplaying: SaveAnswerShowing {
    /// A fetch has started; the view says so where fetches are slow.
    func showLoading()
    /// The whole list: header, rows and footer.
    func show(_ list: QuestionListDisplay)
    /// Rows appended by `more`, under those already shown, and the new footer.
    func showMore(_ rows: [QuestionRowDisplay], footer: String)
    /// A row shown again in place, its mark changed by a save: the screen front draws it; the line front
    /// cannot redraw what has scrolled away, and shows it at the next whole list.
    func showRow(_ row: QuestionRowDisplay)
    /// A one-line notice, such as the refresh summary.
    func showNotice(_ text: String)
    /// A one-line error with what to do next.
    func showError(_ text: String)
}

/// What every pattern's question screen asks of the question view it draws on, in either front.
@MainActor
public protocol QuestionDisplaying: SaveAnswerShowing {
    /// A fetch has started; the view says so where fetches are slow.
    func showLoading()
    /// The question, its answers and the attribution.
    func show(_ screen: QuestionScreenDisplay)
    /// The question as it stands now, its mark changed by a save, where it is scrolled: the screen front
    /// draws it; the line front shows it the next time the question is drawn.
    func showInPlace(_ screen: QuestionScreenDisplay)
    /// A one-line notice, such as a save's answer.
    func showNotice(_ text: String)
    /// A one-line error with what to do next.
    func showError(_ text: String)
}

/// What every pattern's user screen asks of the user view it draws on, in either front.
@MainActor
public protocol UserPageDisplaying: SaveAnswerShowing {
    /// A fetch has started; the view says so where fetches are slow.
    func showLoading()
    /// The whole page: the user, their questions and the footer.
    func show(_ page: UserPageDisplay)
    /// Questions appended by `more`, under those already shown, and the new footer.
    func showMore(_ rows: [QuestionRowDisplay], footer: String)
    /// A row shown again in place, its mark changed by a save: the screen front draws it; the line front
    /// shows it at the next whole page.
    func showRow(_ row: QuestionRowDisplay)
    /// A one-line notice, such as "No more questions."
    func showNotice(_ text: String)
    /// A one-line error with what to do next.
    func showError(_ text: String)
}
