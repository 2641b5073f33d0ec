import Entities
import Interactors
import Presenters

/// Which controller has control, as Smalltalk-80's `ScheduledControllers` knows the active one: the
/// screen the user last spoke to, whose view displays its damage at the end of each command and each load.
///
/// A controller takes control when the user speaks to its screen, and when its screen appears or is
/// uncovered (`back`, `open`, `saved` and a Ctrl-C need not: the screen that shows next takes it).
/// `SmalltalkScreens` asks the framework to run the display cycle (`displayActiveView()`) at the end of
/// each event (each command, appearance and load), so the view on top displays once, and views beneath
/// keep their damage to themselves until they are activated again. No other shape has a display cycle.
@MainActor
public final class SmalltalkControl {
    /// Weak: the stack keeps the controllers.
    private weak var active: (any SmalltalkController)?

    /// No controller has control yet.
    public init() {}

    /// `controller` has control from now on.
    public func give(to controller: any SmalltalkController) {
        active = controller
    }

    /// The display cycle: the active controller's view displays its damage, if any.
    public func displayActiveView() {
        active?.displayView()
    }
}

/// A Smalltalk MVC controller, as the display cycle sees it.
@MainActor
public protocol SmalltalkController: AnyObject {
    /// Its view displays the damage its model's changes left, and forgets it.
    func displayView()
}

/// Feedback on a command: a line about what the user asked, not a change of any model, so it goes from
/// the controller straight to its view, never through the model's dependents.
public enum SmalltalkFeedback: Equatable, Sendable {
    /// A notice: "Still loading.", "No more questions."
    case notice(String)
    /// An error: "No question 9 on this list."
    case error(String)
    /// The answer to a save or unsave.
    case saveAnswer(SaveOutcome)
}

extension SaveAnswerShowing {
    /// Shows `feedback` in one line.
    func show(_ feedback: SmalltalkFeedback) {
        switch feedback {
        case .notice(let text): showNotice(text)
        case .error(let text): showError(text)
        case .saveAnswer(let outcome): showAnswer(to: outcome)
        }
    }
}

/// What the screen front's keys ask of a Smalltalk MVC controller of a screen of rows (the list's, a
/// user's page's, the saved screen's): each tells its own model, as its commands do.
@MainActor
public protocol SmalltalkRowsController: AnyObject {
    /// ↑/↓ and pages: the selection moves by `rows`, a page past the last row fetched once.
    func moveSelection(by rows: Int)
    /// Home: the first row.
    func moveSelectionToFirst()
    /// End: the last loaded row.
    func moveSelectionToLast()
    /// Enter: the selected row's question opens.
    func openSelection()
    /// s: the selected row's question is saved, or unsaved.
    func toggleSaveOfSelection()
}

extension SmalltalkQuestionListController: SmalltalkRowsController {}
extension SmalltalkUserController: SmalltalkRowsController {}
extension SmalltalkSavedController: SmalltalkRowsController {}
