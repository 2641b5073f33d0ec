/// Where MVP's presenters send navigation: a small protocol that the UI side implements.
///
/// The presenter decides when to navigate; the navigator, on the UI side
/// (`TextFront/MVP/MVPTerminalNavigator.swift`), makes the next screen and
/// puts it up, as a UIKit navigation controller would.
@MainActor
public protocol MVPNavigation: AnyObject {
    /// Shows question `id` of `site` on top: of the list, or of a user's page.
    func showQuestion(id: Int, site: String)
    /// Takes the question off, back to the screen beneath.
    func closeQuestion()
    /// Shows the page of user `id` of `site` on top of the question.
    func showUser(id: Int, site: String)
    /// Takes the user's page off, back to the question beneath.
    func closeUser()
    /// Shows the saved screen of `site` on top.
    func showSaved(site: String)
    /// Takes the saved screen off, back to the screen beneath.
    func closeSaved()
}
