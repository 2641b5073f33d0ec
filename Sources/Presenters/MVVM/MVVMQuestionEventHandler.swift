/// What the question view asks of its view model.
@MainActor
public protocol MVVMQuestionEventHandler: AnyObject {
    /// Fetches the question and its answers (the view appeared).
    func loadQuestion()
    /// The whole screen again, formatted now (the screen above closed); a question never shown loads again.
    func redisplay()
    /// `back` typed on the question: every load stops, the question closes, the screen beneath shows again.
    func back()
    /// Leave: close the question, stopping its load (a command typed on it returns to the screen beneath).
    func goBack()
    /// `user`: open the asker's page, or say why there is none.
    func openUser()
    /// Stops the load in flight, if any, so that the question is not shown.
    func cancelLoad()
    /// Ctrl-C with this screen on top: stop every load, or say how to leave, on this screen.
    func interrupt()
    /// `save`: save the question shown.
    func saveQuestion()
    /// The screen front's s: save the question shown, or unsave it.
    func toggleSave()
    /// `unsave`: remove the question shown from the saves.
    func unsaveQuestion()
    /// `saved`: the saved screen, on top.
    func openSaved()
    /// `save N` typed on the question, which has no rows.
    func saveQuestion(atRow number: Int)
    /// `unsave N` typed on the question, which has no rows.
    func unsaveQuestion(atRow number: Int)
    /// A command typed on the question was refused by the screen beneath, which takes it (`open N` for a
    /// row that screen does not have): say so on this screen, where the user is looking.
    func commandRefused(_ text: String)
}

/// What the question view reads from its view model: the state, now and on every change.
@MainActor
public protocol MVVMQuestionViewModelOutput: AnyObject {
    /// Binds an observer: it gets the current state at once, then every change.
    func bind(_ observer: @escaping @MainActor (MVVMQuestionViewModel.State) -> Void)
}
