import Entities

/// What the session asks of the list screen, whichever pattern is behind it.
@MainActor
protocol ListScreen: AnyObject {
    /// Shows every loaded row again, without fetching.
    func showList()
    func open(number: Int) async
    func loadMore() async
    func refresh() async
    func filter(byTag tag: String?) async
    func sort(by sort: QuestionSort) async
}

/// What the session asks of a question screen, whichever pattern is behind it.
@MainActor
protocol QuestionScreen: AnyObject {
    /// Leaves the question through the pattern's own navigation (router, coordinator or controller).
    func goBack()
}
