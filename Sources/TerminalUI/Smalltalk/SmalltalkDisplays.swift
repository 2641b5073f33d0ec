import Presenters

/// What Smalltalk MVC's views draw on, in one front: the line front's terminal, or the screen front's
/// frames. Each view formats what its model holds and shows it on its display; the display only shows.
///
/// A Smalltalk-80 view draws on the display medium it is given. Replacing
/// the front replaces the medium: the models, the views (dependents that
/// keep damage until the display cycle) and the controllers stay, made
/// by `SmalltalkScreens` over the displays this makes. The line front's
/// are `SmalltalkTerminalDisplays`, the screen front's `SmalltalkFrameDisplays`.
@MainActor
public protocol SmalltalkDisplays {
    /// The list's display.
    associatedtype ListDisplay: QuestionListDisplaying
    /// A question's display.
    associatedtype QuestionDisplay: QuestionDisplaying
    /// A user's page's display.
    associatedtype UserDisplay: UserPageDisplaying
    /// The saved screen's display.
    associatedtype SavedDisplay: QuestionListDisplaying

    /// A display for the list.
    func makeListDisplay() -> ListDisplay
    /// A display for a question.
    func makeQuestionDisplay() -> QuestionDisplay
    /// A display for a user's page.
    func makeUserDisplay() -> UserDisplay
    /// A display for the saved screen.
    func makeSavedDisplay() -> SavedDisplay
}
