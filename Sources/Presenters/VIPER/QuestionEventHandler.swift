/// What the question view reports to its presenter.
@MainActor
public protocol QuestionEventHandler: AnyObject {
    /// The view is on screen for the first time: time to load the question.
    func viewDidLoad() async
    /// The user typed `back`.
    func didRequestGoBack()
}
