/// What the question presenter asks its router to do.
@MainActor
public protocol QuestionRouting: AnyObject {
    /// Takes the question module off the screen, back to the list.
    func closeQuestion()
}
