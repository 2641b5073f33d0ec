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

/// The list at the bottom of the stack. Its list commands (`refresh`, `tag`, `sort`, `search`) are its
/// shape's own methods, called by whoever in that shape decides what a command means; the framework asks
/// only that the list draw its rows again when it is uncovered.
@MainActor
public protocol ListScreen: QuestionListingScreen {
    /// `list`: shows every loaded row again, without fetching.
    func redisplayList()
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

/// A question screen, whichever pattern is behind it: the kind the stack replaces when a question is
/// pushed over it, and the prompt names. `user`, `save` and `unsave` are its shape's own methods.
@MainActor
public protocol QuestionScreen: PushedScreen {}

/// A user's page's actions, whichever pattern is behind it: `open N`, `more`, `back`.
@MainActor
public protocol UserScreen: QuestionListingScreen, PushedScreen {}

/// The saved screen's actions: `open N`, `more` (the next page of saves), `unsave N`
/// (which prints the screen again, renumbered), `back`; `saved` typed on it draws it again.
@MainActor
public protocol SavedScreen: QuestionListingScreen, PushedScreen {}
