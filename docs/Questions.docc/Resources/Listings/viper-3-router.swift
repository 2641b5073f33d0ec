/// Assembles the question module for `id` and shows it on top of the list.
public func openQuestion(id: Int, site: String) {
    guard let host else { return }
    VIPERQuestionRouter.startModule(questionID: id, site: site, modules: modules, host: host)
}
