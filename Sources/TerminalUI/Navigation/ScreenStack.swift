/// The terminal's navigation stack: the list at the bottom, then questions and users' pages above it.
///
/// It is the terminal's counterpart of a navigation controller: it keeps the
/// screens it shows alive, forgets them when they are popped (which releases
/// each one's whole module), and remembers which screens have appeared, so
/// that the session can tell the one on top that it appeared.
/// Patterns push and pop through it (MVC's controllers, MVP's navigator and
/// the store's `ReduxScreens` hold it weakly, as a view controller holds its
/// navigation controller); the session hands each command along the
/// responder chain of what it holds (`deliver(_:)`). A
/// question pushed over a question replaces it (`open N` typed on a question
/// reads the screen beneath), so the stack grows list, question, user,
/// question, user, and `back` always uncovers a different kind of screen:
/// the container's own policy, the same whoever pushes, not a shape's rule.
///
/// It is a class open to subclassing, as `UINavigationController` is, rather
/// than a protocol with one conformer: `--trace` subclasses it.
@MainActor
open class ScreenStack {
    /// A screen on the stack, and whether it has been told it appeared.
    private struct Entry {
        let screen: any Screen
        var hasAppeared = false
    }

    private var entries: [Entry] = []
    /// What shapes asked to run at the end of every event, in the order they asked.
    private var endOfEventObservers: [@MainActor () -> Void] = []

    /// An empty stack.
    public init() {}

    /// The screens on the stack, bottom first: the list, then each screen pushed above it.
    open var screens: [any Screen] { entries.map(\.screen) }

    /// The screens as they were set and pushed, bottom first, whatever `screens` hands out (`--trace`
    /// hands them out wrapped): what a pattern reads back of its own screens.
    public final var ownScreens: [any Screen] { entries.map(\.screen) }

    /// Makes `screen` the list at the bottom, with nothing on top.
    public final func setRoot(_ screen: any ListScreen) {
        entries = [Entry(screen: screen)]
    }

    /// Shows `screen` on top; a question pushed over a question replaces it, releasing it.
    open func push(_ screen: any PushedScreen) {
        if screen is any QuestionScreen, entries.count > 1, entries.last?.screen is any QuestionScreen {
            entries.removeLast()
        }
        entries.append(Entry(screen: screen))
    }

    /// Removes the screen on top, releasing it; the list at the bottom stays.
    open func pop() {
        guard entries.count > 1 else { return }
        entries.removeLast()
    }

    /// Runs `body` at the end of every event from now on: after each command and Ctrl-C has gone along the
    /// chain, after a screen has appeared, and after each load has ended, before the framework writes out
    /// what was drawn.
    ///
    /// It is the terminal's run-loop observer, as Core Animation commits its
    /// transaction from one before the run loop waits: a shape that draws
    /// late (Smalltalk MVC's display cycle) asks for it; the framework never
    /// knows what it runs.
    public final func observeEndOfEvent(_ body: @escaping @MainActor () -> Void) {
        endOfEventObservers.append(body)
    }

    /// The event has been handled: runs what shapes asked to run at its end, in the order they asked. The
    /// framework calls it; a shape never does.
    public final func endEvent() {
        for observer in endOfEventObservers {
            observer()
        }
    }

    /// Whether the list at the bottom has been told it appeared: not yet, beneath a question opened from
    /// its URL, until `back` or a list command shows it.
    public final var listHasAppeared: Bool { entries.first?.hasAppeared ?? false }

    /// The screen on top, if it has not yet been told that it appeared; handed out once.
    ///
    /// The session asks before it reads each command, as UIKit's run loop
    /// finishes a push before the next event, and sends that screen
    /// `viewDidLoad()`: by then the pattern has wired the screen completely
    /// (a VIPER presenter has its view), so the screen can start fetching.
    /// A screen uncovered by `back` that never appeared (the list beneath a
    /// question opened from its URL) appears then, and loads.
    open func takeAppearingScreen() -> (any Screen)? {
        guard let top = entries.indices.last, !entries[top].hasAppeared else { return nil }
        entries[top].hasAppeared = true
        return entries[top].screen
    }
}

extension ScreenStack {
    /// The list screen at the bottom, once a pattern has set it.
    public var list: (any ListScreen)? { screens.first as? any ListScreen }
    /// The screen on top: the list, or the screen pushed last.
    public var top: (any Screen)? { screens.last }
    /// The question on top, if the screen on top is a question.
    public var topQuestion: (any QuestionScreen)? { top as? any QuestionScreen }
    /// The user's page on top, if the screen on top is one.
    public var topUser: (any UserScreen)? { top as? any UserScreen }
}
