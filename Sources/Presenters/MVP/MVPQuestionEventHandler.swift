/// What MVP's question view sends its presenter: every event, passed on undecided.
@MainActor
public protocol MVPQuestionEventHandler: AnyObject {
    /// Gives the presenter its view, which it holds weakly.
    func attach(_ view: any MVPQuestionViewInterface)
    /// The view appeared: fetch the question.
    func viewDidLoad()
    /// `back`: close the question.
    func goBack()
    /// `user`: open the asker's page, or say why there is none.
    func openUser()
    /// A newer command, or Ctrl-C: stop the load in flight.
    func cancelLoad()
    /// The screen above has closed: show the question again, as it stands now.
    func redisplay()
    /// `save`: the question shown is saved.
    func saveQuestion()
    /// `unsave`: the question shown is removed from the saves.
    func unsaveQuestion()
    /// `saved`: the saved screen, on top.
    func openSaved()
}
