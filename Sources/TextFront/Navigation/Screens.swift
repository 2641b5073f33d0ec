import Entities

/// A screen on the terminal's navigation stack, whichever pattern is behind it.
@MainActor
public protocol Screen: AnyObject {
    /// The screen is on the terminal for the first time: the moment to fetch what it shows.
    ///
    /// The session sends it, on the stack's word, before it reads the next
    /// command, as UIKit's run loop finishes a push before the next event:
    /// by then the pattern has finished putting the screen up. No router or
    /// coordinator sends it.
    func viewDidLoad()
    /// Stops the screen's load in flight, if any, and shows nothing of it: the screen stays as it was.
    ///
    /// The session sends it before a command that takes the user elsewhere
    /// (the newest command wins), and for Ctrl-C. Each pattern hands it to
    /// the owner of the load: the controller itself, MVP's presenter, the
    /// view model, the interactor through the presenter, or the store as an
    /// action that cancels an effect by its id.
    func cancelLoad()
}

/// What the session asks of the list screen: one method per list command, named as in every pattern.
@MainActor
public protocol ListScreen: Screen {
    /// `list`: shows every loaded row again, without fetching.
    func redisplayList()
    /// `open N`: opens the question on row `number`, or says there is no such row.
    func openQuestion(atRow number: Int)
    /// `more`: loads the next page.
    func loadMore()
    /// `refresh`: loads page 1 again and marks what changed.
    func refresh()
    /// `tag NAME`, or `tag` alone (`nil`): page 1 for a tag, or for every tag.
    func filter(byTag tag: String?)
    /// `sort ORDER`: page 1 in another order.
    func sort(by sort: QuestionSort)
    /// `search WORDS`, or `search` alone (`nil`): page 1 of the questions containing every word, or of
    /// every question.
    func search(for words: String?)
}

/// What the session asks of a question screen, whichever pattern is behind it.
@MainActor
public protocol QuestionScreen: Screen {
    /// `back`: leaves the question through the pattern's own navigation (controller, navigator, coordinator,
    /// router, or the store's state).
    func goBack()
}
