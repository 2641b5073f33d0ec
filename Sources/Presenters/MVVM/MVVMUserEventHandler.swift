/// What the user view asks of its view model.
@MainActor
public protocol MVVMUserEventHandler: AnyObject {
    /// Fetches the user and their first questions (the view appeared).
    func loadPage()
    /// The whole page again, formatted now (the screen above closed); a page never shown loads again.
    func redisplay()
    /// `open N`, typed on the page or on the question above it: open the question on row N, or say there
    /// is none.
    func openQuestion(atRow number: Int)
    /// `more`, typed on the page or on the question above it: the next page of questions.
    func loadMore()
    /// `back` typed on the page: every load stops, the page closes, the question beneath shows again.
    func back()
    /// Leave: close the page, stopping its load (a command typed on it returns to the list).
    func goBack()
    /// Stops the load in flight, if any, so that nothing it fetched is shown.
    func cancelLoad()
    /// Ctrl-C with this screen on top: stop every load, or say how to leave, on this screen.
    func interrupt()
    /// `save N`: save the question on row `number`.
    func saveQuestion(atRow number: Int)
    /// `unsave N`: remove the question on row `number` from the saves.
    func unsaveQuestion(atRow number: Int)
    /// `user` typed on this page, which has no asker: the error says it here, where the user is
    /// looking, in the list's words.
    func openUser()
    /// `save` without a row typed on this page: the error says which to type.
    func saveQuestion()
    /// `unsave` without a row typed on this page: the error says which to type.
    func unsaveQuestion()
    /// `saved`: the saved screen, on top.
    func openSaved()
    /// The screen front's ↑/↓ or a page: move the selection by `rows`, loading more past the last.
    func moveSelection(by rows: Int)
    /// Home: the first row.
    func moveSelectionToFirst()
    /// End: the last loaded row.
    func moveSelectionToLast()
    /// Enter: open the selected row's question.
    func openSelection()
    /// s: save the selected row's question, or unsave it.
    func toggleSaveOfSelection()
}

/// What the user view reads from its view model: the state, now and on every change.
@MainActor
public protocol MVVMUserViewModelOutput: AnyObject {
    /// Binds an observer: it gets the current state at once, then every change.
    func bind(_ observer: @escaping @MainActor (MVVMUserViewModel.State) -> Void)
}
