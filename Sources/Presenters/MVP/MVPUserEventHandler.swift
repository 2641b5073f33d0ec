/// What MVP's user view sends its presenter: every event, passed on undecided.
@MainActor
public protocol MVPUserEventHandler: AnyObject {
    /// Gives the presenter its view, which it holds weakly.
    func attach(_ view: any MVPUserViewInterface)
    /// The view appeared: fetch the user and their first questions.
    func viewDidLoad()
    /// `open N`, typed on the page or on the question above it: open the question on row N, or say there
    /// is none.
    func openQuestion(atRow number: Int)
    /// `more`, typed on the page or on the question above it: the next page of questions.
    func loadMore()
    /// `back` typed on the page: every load stops, the page closes, the question beneath shows again.
    func back()
    /// Leave: close the page, stopping its load (a command typed on it returns to the list).
    func goBack()
    /// A newer command, or Ctrl-C: stop the load in flight.
    func cancelLoad()
    /// Ctrl-C with this screen on top: stop every load, or say how to leave, on this screen.
    func interrupt()
    /// The screen above has closed: show the page again, as it stands now.
    func redisplay()
    /// `save N`: the question on row `number` is saved.
    func saveQuestion(atRow number: Int)
    /// `unsave N`: the question on row `number` is removed from the saves.
    func unsaveQuestion(atRow number: Int)
    /// `user` typed on this page, which has no asker: said here, where the user is looking, as the list
    /// says it.
    func openUser()
    /// `save` without a row typed on this page: says which to type, here.
    func saveQuestion()
    /// `unsave` without a row typed on this page: says which to type, here.
    func unsaveQuestion()
    /// `saved`: the saved screen, on top.
    func openSaved()
    /// The screen front's ↑/↓ or a page: move the selection by `rows`, loading the next page past the last.
    func moveSelection(by rows: Int)
    /// Home: the first question.
    func moveSelectionToFirst()
    /// End: the last loaded question.
    func moveSelectionToLast()
    /// Enter: open the selected question.
    func openSelection()
    /// s: save the selected question, or unsave it.
    func toggleSaveOfSelection()
}
