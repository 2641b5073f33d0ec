/// What MVP's user view sends its presenter: every event, passed on undecided.
@MainActor
public protocol MVPUserEventHandler: AnyObject {
    /// Gives the presenter its view, which it holds weakly.
    func attach(_ view: any MVPUserViewInterface)
    /// The view appeared: fetch the user and their first questions.
    func viewDidLoad()
    /// `open N`: open the question on row N, or say there is none.
    func openQuestion(atRow number: Int)
    /// `more`: the next page of questions.
    func loadMore()
    /// `back`: close the page.
    func goBack()
    /// A newer command, or Ctrl-C: stop the load in flight.
    func cancelLoad()
}
