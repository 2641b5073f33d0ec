/// What MVVM's saved-screen view sends its view model: one input per command the screen takes.
@MainActor
public protocol MVVMSavedEventHandler: AnyObject {
    /// The screen appeared: read the first page of saves.
    func loadFirstPage()
    /// The screen above closed, or `saved` was typed here: the saves again, read again if they changed.
    func redisplay()
    /// `open N`: the question on row `number`.
    func openQuestion(atRow number: Int)
    /// `more`: the next page of saves.
    func loadMore()
    /// `save N`: save the question on row `number` (it is already).
    func saveQuestion(atRow number: Int)
    /// `unsave N`: remove the question on row `number` from the saves; the screen is drawn again.
    func unsaveQuestion(atRow number: Int)
    /// `back`: close the screen.
    func goBack()
}

/// What MVVM's saved-screen view binds to: the view model's state.
@MainActor
public protocol MVVMSavedViewModelOutput: AnyObject {
    /// Calls `observer` with the state now and after every change.
    func bind(_ observer: @escaping @MainActor (MVVMSavedViewModel.State) -> Void)
}
