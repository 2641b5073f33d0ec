/// Where MVVM's saved-screen view model sends its intents: the coordinator.
@MainActor
public protocol MVVMSavedNavigation: MVVMFlowNavigation {
    /// Shows question `id` of `site` on top of the saved screen.
    func openQuestion(id: Int, site: String)
    /// Takes the saved screen off, back to the screen beneath.
    func closeSaved()
}
