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
    /// The shape that takes a command that takes the user elsewhere sends it
    /// to every screen (the newest command wins, `ScreenStack.cancelLoads()`),
    /// and so does Ctrl-C's. Each pattern hands it to
    /// the owner of the load: the controller itself, MVP's presenter, the
    /// view model, the interactor through the presenter, or the store as an
    /// action that cancels an effect by its id.
    func cancelLoad()
    /// `saved`: opens the saved screen on top of this one, through the pattern's own navigation; on the
    /// saved screen, draws it again.
    func openSaved()
}

/// A screen that lists questions to open: the list, and a user's page.
@MainActor
public protocol QuestionListingScreen: Screen {
    /// `open N`: opens the question on row `number` on top of this screen, or says there is no such row.
    ///
    /// A question screen above this one is replaced by the new question, so
    /// `open N` typed on a question reads the list beneath it.
    func openQuestion(atRow number: Int)
    /// `more`: loads the next page.
    func loadMore()
    /// `save N`: saves the question on row `number` and says so in one line, or says why not.
    func saveQuestion(atRow number: Int)
    /// `unsave N`: removes the question on row `number` from the saves and says so in one line.
    func unsaveQuestion(atRow number: Int)
}

/// The list screen's actions: one method per list command, named as in every pattern; the list's
/// responder, or its shape's decider, calls them once it has decided what a command means.
@MainActor
public protocol ListScreen: QuestionListingScreen {
    /// `list`: shows every loaded row again, without fetching.
    func redisplayList()
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

/// A screen pushed above the list: a question, or a user's page.
@MainActor
public protocol PushedScreen: Screen {
    /// `back`: leaves the screen through the pattern's own navigation (controller, navigator, coordinator,
    /// router, or the store's state).
    func goBack()
    /// Draws again what the screen shows, without fetching: the screen above it has just closed.
    func redisplay()
}

/// A question screen's actions, whichever pattern is behind it.
@MainActor
public protocol QuestionScreen: PushedScreen {
    /// `user`: opens the page of the question's asker on top, or says in one line why there is none
    /// (the question is not shown yet, or the account was deleted).
    func openUser()
    /// `save`: saves the question shown and says so in one line, or says why not (it is not shown yet).
    func saveQuestion()
    /// `unsave`: removes the question shown from the saves and says so in one line.
    func unsaveQuestion()
}

/// A user's page's actions, whichever pattern is behind it: `open N`, `more`, `back`.
@MainActor
public protocol UserScreen: QuestionListingScreen, PushedScreen {}

/// The saved screen's actions: `open N`, `more` (the next page of saves), `unsave N`
/// (which prints the screen again, renumbered), `back`; `saved` typed on it draws it again.
@MainActor
public protocol SavedScreen: QuestionListingScreen, PushedScreen {}
