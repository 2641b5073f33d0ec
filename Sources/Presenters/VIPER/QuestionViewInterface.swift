/// What the question presenter tells its view to show.
@MainActor
public protocol QuestionViewInterface: AnyObject {
    /// A fetch has started (the terminal prints "Loading…" where fetches are slow).
    func showLoading()
    /// The question, its answers and the attribution.
    func show(_ screen: QuestionScreenDisplay)
    /// A one-line error with what to do next.
    func showError(_ text: String)
}

/// What the question view reports to its presenter.
@MainActor
public protocol QuestionEventHandler: AnyObject {
    func viewDidLoad() async
    func didRequestBack()
}

/// What the question presenter asks its router to do.
@MainActor
public protocol QuestionRouting: AnyObject {
    /// Takes the question module off the screen, back to the list.
    func dismissQuestion()
}
