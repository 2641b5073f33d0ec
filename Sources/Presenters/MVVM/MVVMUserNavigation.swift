/// Where the user view model sends the user's wishes: the coordinator, given at `init`.
@MainActor
public protocol MVVMUserNavigation: MVVMFlowNavigation {
    /// The user chose the question `id` of `site` on the page: show it on top.
    func openQuestion(id: Int, site: String)
    /// The user is done with the page: take it off the screen, back to the question beneath.
    func closeUser()
    /// Shows the saved screen of `site` on top.
    func openSaved(site: String)
}
