/// What the question presenter asks its router to do.
@MainActor
public protocol VIPERQuestionRouting: VIPERFlowRouting {
    /// Takes the question module off the screen, back to the screen beneath.
    func closeQuestion()
    /// Assembles the user module for user `id`, the asker, and shows it on top of the question.
    func openUser(id: Int)
    /// Starts the saved screen's module on top.
    func openSaved()
}
