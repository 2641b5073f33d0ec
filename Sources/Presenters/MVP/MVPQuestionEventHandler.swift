/// What MVP's question view sends its presenter: every event, passed on undecided.
@MainActor
public protocol MVPQuestionEventHandler: AnyObject {
    /// Gives the presenter its view, which it holds weakly.
    func attach(_ view: any MVPQuestionViewInterface)
    /// The view appeared: fetch the question.
    func viewDidLoad()
    /// `back` typed on the question: every load stops, the question closes, the screen beneath shows again.
    func back()
    /// Leave: close the question, stopping its load (a command typed on it returns to the screen beneath).
    func goBack()
    /// `user`: open the asker's page, or say why there is none.
    func openUser()
    /// A newer command, or Ctrl-C: stop the load in flight.
    func cancelLoad()
    /// Ctrl-C with this screen on top: stop every load, or say how to leave, on this screen.
    func interrupt()
    /// The screen above has closed: show the question again, as it stands now.
    func redisplay()
    /// `save`: the question shown is saved.
    func saveQuestion()
    /// `unsave`: the question shown is removed from the saves.
    func unsaveQuestion()
    /// The screen front's s: save the question shown, or unsave it.
    func toggleSave()
    /// `saved`: the saved screen, on top.
    func openSaved()
    /// `save N` typed on the question, which has no rows.
    func saveQuestion(atRow number: Int)
    /// `unsave N` typed on the question, which has no rows.
    func unsaveQuestion(atRow number: Int)
}
