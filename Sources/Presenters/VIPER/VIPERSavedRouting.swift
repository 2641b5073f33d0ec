/// Where VIPER's saved-screen presenter sends navigation.
@MainActor
public protocol VIPERSavedRouting: VIPERFlowRouting {
    /// Starts question `id`'s module on top of the saved screen.
    func openQuestion(id: Int)
    /// Closes the saved screen.
    func closeSaved()
}
