/// Where the question view model sends the user's wishes to leave: the coordinator, given at `init`.
@MainActor
public protocol MVVMQuestionNavigation: MVVMFlowNavigation {
    /// The user is done with the question: take it off the screen, back to the screen beneath.
    func closeQuestion()
    /// The user asked for the page of the question's asker, user `id` of `site`: show it on top.
    func openUser(id: Int, site: String)
    /// Shows the saved screen of `site` on top.
    func openSaved(site: String)
}
