/// Shows the question `id` on top of the list or of a user's page; its view loads it when it appears.
public func openQuestion(id: Int, site: String) {
    host?.pushQuestionView(
        for: viewModels.makeQuestionViewModel(questionID: id, site: site, navigation: self))
}
