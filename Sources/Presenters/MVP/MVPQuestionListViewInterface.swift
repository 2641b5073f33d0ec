/// What MVP's list presenter tells its view: the Passive View's interface, text only, no decisions left.
///
/// The terminal implements it (`TextFront/MVP/MVPQuestionListView.swift`);
/// the presenter holds it weakly and cannot import it.
@MainActor
public protocol MVPQuestionListViewInterface: SaveAnswerShowing {
    /// A fetch has started.
    func showLoading()
    /// The whole list: header, numbered rows and footer.
    func show(_ list: QuestionListDisplay)
    /// The rows a page added, and the new footer.
    func showMore(_ rows: [QuestionRowDisplay], footer: String)
    /// A one-line notice, such as the refresh summary.
    func showNotice(_ text: String)
    /// A one-line error, with what to do next.
    func showError(_ text: String)
    /// The selected row, from 0: the screen front's selection, which the presenter keeps; a view without
    /// one (the line front's) shows nothing.
    func showSelection(atRow index: Int)
    /// One row again, in place, after its question was saved or unsaved; a view that cannot draw a row
    /// again (the line front's, whose rows have scrolled away) shows nothing.
    func showRow(_ row: QuestionRowDisplay)
}
