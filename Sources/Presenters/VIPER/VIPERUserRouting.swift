/// What the user presenter asks its router to do.
@MainActor
public protocol VIPERUserRouting: VIPERFlowRouting {
    /// Assembles the question module for `id` and shows it on top of the page.
    func openQuestion(id: Int)
    /// Takes the user module off the screen, back to the question beneath.
    func closeUser()
    /// Starts the saved screen's module on top.
    func openSaved()
}
