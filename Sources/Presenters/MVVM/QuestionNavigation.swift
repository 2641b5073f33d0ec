/// Where the question view model sends the user's wish to go back: the coordinator, given at `init`.
@MainActor
public protocol QuestionNavigation: AnyObject {
    /// The user is done with the question: take it off the screen, back to the list.
    func closeQuestion()
}
