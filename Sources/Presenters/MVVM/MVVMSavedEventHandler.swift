/// What MVVM's saved-screen view sends its view model: one input per command the screen takes.
@MainActor
public protocol MVVMSavedEventHandler: AnyObject {
    /// The screen appeared: read the first page of saves.
    func loadFirstPage()
    /// The screen above closed, or `saved` was typed here: the saves again, read again if they changed.
    func redisplay()
    /// `open N`, typed on the screen or on the question above it: the question on row `number`.
    func openQuestion(atRow number: Int)
    /// `more`, typed on the screen or on the question above it: the next page of saves.
    func loadMore()
    /// `user` typed on this screen, which has no asker: the error says it here, where the user is
    /// looking, in the list's words.
    func openUser()
    /// `save` without a row typed on this screen: the error says which to type.
    func saveQuestion()
    /// `unsave` without a row typed on this screen: the error says which to type.
    func unsaveQuestion()
    /// `saved` typed on the saved screen: the saves again.
    func openSaved()
    /// `back` typed on the screen: every load stops, the screen closes, the one beneath shows again.
    func back()
    /// Ctrl-C with this screen on top: stop every load, or say how to leave, on this screen.
    func interrupt()
    /// `save N`: save the question on row `number` (it is already).
    func saveQuestion(atRow number: Int)
    /// `unsave N`: remove the question on row `number` from the saves; the screen is drawn again.
    func unsaveQuestion(atRow number: Int)
    /// Leave: close the screen (a command typed on it returns to the list).
    func goBack()
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

/// What MVVM's saved-screen view binds to: the view model's state.
@MainActor
public protocol MVVMSavedViewModelOutput: AnyObject {
    /// Calls `observer` with the state now and after every change.
    func bind(_ observer: @escaping @MainActor (MVVMSavedViewModel.State) -> Void)
}
