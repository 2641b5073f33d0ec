import Entities

/// What the list presenter tells its view to show; the view decides how.
@MainActor
public protocol QuestionListViewInterface: AnyObject {
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

/// What the list view reports to its presenter: every user event, undecided.
@MainActor
public protocol QuestionListEventHandler: AnyObject {
    func viewDidLoad() async
    func didRequestList()
    func didSelectRow(number: Int) async
    func didRequestMore() async
    func didRequestRefresh() async
    func didRequestTag(_ tag: String?) async
    func didRequestSort(_ sort: QuestionSort) async
}

/// What the list presenter asks its router to do: navigation, decided by the presenter.
@MainActor
public protocol QuestionListRouting: AnyObject {
    /// Assembles the question module for `id` and shows it on top of the list.
    func showQuestion(id: Int, site: String) async
}
