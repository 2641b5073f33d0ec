/// Pushes a controller for question `id` of the list's site; it loads when it appears. `open N` uses
/// it, and so does the composition root for a link to a question, before the list has loaded.
public func showQuestion(id: Int) {
    guard let navigation else { return }
    let controller = MVCQuestionController(
        service: service, saves: saves, questionID: id, site: list.query.site, formatters: formatters,
        pageSize: list.query.pageSize, loads: loads, view: views.makeQuestionView(),
        navigation: navigation,
        views: views)
    navigation.push(controller)
}
