/// Where the list view model sends the user's wish to open a question: the coordinator, given at `init`.
///
/// A view model never navigates; it states the intent, and whoever was
/// handed in decides what to show. Being required at `init`, it cannot be
/// forgotten: there is no list view model that ignores a selection.
@MainActor
public protocol MVVMQuestionListNavigation: MVVMFlowNavigation {
    /// The user chose the question `id` of `site`: show it on top of the list.
    func openQuestion(id: Int, site: String)
    /// Shows the saved screen of `site` on top.
    func openSaved(site: String)
}
