/// What MVP's saved screen sends its presenter: one method per command the screen takes.
@MainActor
public protocol MVPSavedEventHandler: AnyObject {
    /// Gives the presenter its view, held weakly.
    func attach(_ view: any MVPSavedViewInterface)
    /// The screen is on the terminal for the first time.
    func viewDidLoad()
    /// The screen above has closed, or `saved` was typed here: show the saves again.
    func redisplay()
    /// `open N`: the question on row `number`.
    func openQuestion(atRow number: Int)
    /// `more`: the next page of saves.
    func loadMore()
    /// `save N`: the question on row `number` is saved (it is already).
    func saveQuestion(atRow number: Int)
    /// `unsave N`: the question on row `number` is removed from the saves, and the screen shown again.
    func unsaveQuestion(atRow number: Int)
    /// `back`: close the screen.
    func goBack()
}
