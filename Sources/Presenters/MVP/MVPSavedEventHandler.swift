/// What MVP's saved screen sends its presenter: one method per command the screen takes.
@MainActor
public protocol MVPSavedEventHandler: AnyObject {
    /// Gives the presenter its view, held weakly.
    func attach(_ view: any MVPSavedViewInterface)
    /// The screen is on the terminal for the first time.
    func viewDidLoad()
    /// The screen above has closed, or `saved` was typed here: show the saves again.
    func redisplay()
    /// `open N`, typed on the screen or on the question above it: the question on row `number`.
    func openQuestion(atRow number: Int)
    /// `more`, typed on the screen or on the question above it: the next page of saves.
    func loadMore()
    /// `user` typed on this screen, which has no asker: said here, where the user is looking, as the list
    /// says it.
    func openUser()
    /// `save` without a row typed on this screen: says which to type, here.
    func saveQuestion()
    /// `unsave` without a row typed on this screen: says which to type, here.
    func unsaveQuestion()
    /// `saved` typed on the saved screen: the saves again.
    func openSaved()
    /// `back` typed on the screen: every load stops, the screen closes, the one beneath shows again.
    func back()
    /// `save N`: the question on row `number` is saved (it is already).
    func saveQuestion(atRow number: Int)
    /// `unsave N`: the question on row `number` is removed from the saves, and the screen shown again.
    func unsaveQuestion(atRow number: Int)
    /// Leave: close the screen (a command typed on it returns to the list).
    func goBack()
    /// Ctrl-C with this screen on top: stop every load, or say how to leave, on this screen.
    func interrupt()
    /// The screen front's ↑/↓ or a page: move the selection by `rows`, reading the next saves past the last.
    func moveSelection(by rows: Int)
    /// Home: the first save.
    func moveSelectionToFirst()
    /// End: the last save read.
    func moveSelectionToLast()
    /// Enter: open the selected save's question.
    func openSelection()
    /// s: unsave the selected save.
    func toggleSaveOfSelection()
}
