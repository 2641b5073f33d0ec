/// What the framework hands along the responder chain: a command typed, or Ctrl-C.
public enum ScreenEvent: Hashable, Sendable {
    /// A screen command the parser understood.
    case command(ScreenCommand)
    /// Ctrl-C: stop what is loading, or say how to leave.
    case interrupt
}

/// A screen that takes the events it implements and hands on the rest, as a responder does in UIKit.
///
/// The framework (the session of either front) hands each event to the
/// screen on top first, then to each screen beneath, until one takes it.
/// What taking it means (cancel a load, pop, refuse with a line) is the
/// shape's: the framework decides nothing and prints nothing of the app's
/// own. The screen at the bottom takes every event that reaches it, so the
/// chain always ends there, with the line a command no other screen takes
/// deserves ("Already at the list.").
@MainActor
public protocol Responder: Screen {
    /// Takes `event` and returns true, or returns false to hand it to the screen beneath.
    ///
    /// `isFirstResponder` is true for the screen on top, asked first: a
    /// question takes `user` only then, and a screen that lists questions,
    /// asked beneath a question, takes `open N` and `more` for it.
    func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool
}

extension ScreenStack {
    /// Hands `event` to the screen on top, then to each screen beneath, until one takes it; says whether
    /// one did. A screen that is no responder takes nothing.
    @discardableResult
    public func deliver(_ event: ScreenEvent) -> Bool {
        let shown = screens
        for index in shown.indices.reversed() {
            let isFirstResponder = index == shown.indices.last
            if let responder = shown[index] as? any Responder,
                responder.respond(to: event, isFirstResponder: isFirstResponder)
            {
                return true
            }
        }
        return false
    }

    /// Asks every screen on the stack to stop its load, the top one first: nothing those loads fetched will
    /// be shown.
    ///
    /// A service a shape calls when it decides that a command supersedes the loads in flight, or for
    /// Ctrl-C; which commands do is each shape's to say, and the stack never calls it by itself.
    public func cancelLoads() {
        for screen in screens.reversed() {
            screen.cancelLoad()
        }
    }

    /// Leaves every screen above the list, top first, each through its own `goBack()`; stops if a screen
    /// does not leave, rather than ask it again.
    public func returnToList() {
        while screens.count > 1, let pushed = top as? any PushedScreen {
            let depth = screens.count
            pushed.goBack()
            guard screens.count < depth else { break }
        }
    }

    /// The screen now on top shows again, as UIKit tells a view controller uncovered by a pop that it
    /// appears: one that never appeared (the list beneath a question opened from its URL) appears, and
    /// loads, instead.
    public func showUncoveredScreen() {
        if let appearing = takeAppearingScreen() {
            appearing.viewDidLoad()
        } else if let pushed = top as? any PushedScreen {
            pushed.redisplay()
        } else {
            list?.redisplayList()
        }
    }

    /// The screen on top appears now if it never has (the list uncovered beneath a question opened from
    /// its URL), before it obeys a command; a screen that has appeared is left alone.
    public func showTopIfItNeverAppeared() {
        takeAppearingScreen()?.viewDidLoad()
    }
}
