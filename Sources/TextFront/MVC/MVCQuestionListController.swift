import Entities
import Presenters

/// MVC's list controller: owns the list's state, fetches it, formats it for the view, and pushes questions.
///
/// Apple-style MVC puts all of that in one type beside the view. It is the
/// shape that grows into a Massive View Controller; the formatting is kept
/// in the shared formatters so that this file shows only the controller's
/// own job.
@MainActor
final class MVCQuestionListController: ListScreen {
    private let service: any QuestionService
    private let formatters: ScreenFormatters
    private let view: any QuestionListDisplaying
    /// Weak: the stack keeps this controller, not the other way round.
    private weak var navigation: ScreenStack?
    private let makeQuestionView: @MainActor () -> any QuestionDisplaying
    private var list: QuestionList

    init(
        service: any QuestionService, query: QuestionQuery, formatters: ScreenFormatters,
        view: any QuestionListDisplaying, navigation: ScreenStack,
        makeQuestionView: @escaping @MainActor () -> any QuestionDisplaying
    ) {
        self.service = service
        self.list = QuestionList(query: query)
        self.formatters = formatters
        self.view = view
        self.navigation = navigation
        self.makeQuestionView = makeQuestionView
    }

    /// Fetches page 1 of the current query and shows it.
    func load() async {
        guard let page = await fetchFirstPage(policy: .useCache) else { return }
        list.replace(with: page)
        view.show(formatters.list.display(of: list))
    }

    func showList() {
        view.show(formatters.list.display(of: list))
    }

    func open(number: Int) async {
        guard let question = list.question(at: number - 1) else {
            view.showError(ListText.noSuchRow(number))
            return
        }
        let controller = MVCQuestionController(
            service: service, questionID: question.id, site: list.query.site, formatter: formatters.screen,
            view: makeQuestionView(), navigation: navigation)
        navigation?.push(controller)
        await controller.load()
    }

    func loadMore() async {
        guard list.hasMore else {
            view.showNotice(ListText.noMoreQuestions)
            return
        }
        view.showLoading()
        do {
            let page = try await service.questions(for: list.nextPageQuery, policy: .useCache)
            let added = list.appendNextPage(page)
            let (rows, footer) = formatters.list.appended(added, to: list)
            view.showMore(rows, footer: footer)
        } catch {
            view.showError(ErrorText.listFailed(error, retry: "more"))
        }
    }

    func refresh() async {
        let previousIDs = list.questions.map(\.id)
        guard let page = await fetchFirstPage(policy: .reload) else { return }
        list.replace(with: page)
        let diff = ListDiff(
            previous: previousIDs, current: list.questions.map(\.id), pageSize: list.query.pageSize)
        view.show(formatters.list.display(of: list, newIDs: diff.inserted))
        view.showNotice(ListText.summary(of: diff))
    }

    func filter(byTag tag: String?) async {
        list.filter(byTag: tag)
        await load()
    }

    func sort(by sort: QuestionSort) async {
        list.sort(by: sort)
        await load()
    }

    private func fetchFirstPage(policy: FetchPolicy) async -> QuestionPage? {
        view.showLoading()
        do {
            return try await service.questions(for: list.firstPageQuery, policy: policy)
        } catch {
            view.showError(ErrorText.listFailed(error, retry: "refresh"))
            return nil
        }
    }
}
