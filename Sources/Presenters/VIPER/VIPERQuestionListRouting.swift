/// What the list presenter asks its router to do: navigation, decided by the presenter.
@MainActor
public protocol VIPERQuestionListRouting: VIPERFlowRouting {
    /// Assembles the question module for `id` and shows it on top of the list.
    func openQuestion(id: Int, site: String)
    /// Starts the saved screen's module on top.
    func openSaved()
}
