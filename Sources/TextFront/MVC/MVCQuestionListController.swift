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

    private var query: QuestionQuery
    private var questions: [Question] = []
    private var hasMore = false
    private var quotaRemaining: Int?

    init(
        service: any QuestionService, query: QuestionQuery, formatters: ScreenFormatters,
        view: any QuestionListDisplaying, navigation: ScreenStack,
        makeQuestionView: @escaping @MainActor () -> any QuestionDisplaying
    ) {
        self.service = service
        self.query = query.firstPage
        self.formatters = formatters
        self.view = view
        self.navigation = navigation
        self.makeQuestionView = makeQuestionView
    }

    /// Fetches page 1 of the current query and shows it.
    func load() async {
        guard let page = await fetchFirstPage(policy: .useCache) else {
            questions = []
            hasMore = false
            return
        }
        replaceList(with: page)
        view.show(listDisplay())
    }

    func showList() {
        view.show(listDisplay())
    }

    func open(number: Int) async {
        guard questions.indices.contains(number - 1) else {
            view.showError(ListText.noSuchRow(number))
            return
        }
        let controller = MVCQuestionController(
            service: service, questionID: questions[number - 1].id, site: query.site,
            formatter: formatters.screen, view: makeQuestionView(), navigation: navigation)
        navigation?.push(controller)
        await controller.load()
    }

    func loadMore() async {
        guard hasMore else {
            view.showNotice(ListText.noMoreQuestions)
            return
        }
        view.showLoading()
        let next = query.nextPage
        do {
            let page = try await service.questions(for: next, policy: .useCache)
            let firstNumber = questions.count + 1
            let known = Set(questions.map(\.id))
            questions = questions.appending(page: page.questions)
            query = next
            hasMore = page.hasMore
            quotaRemaining = page.quotaRemaining ?? quotaRemaining
            let added = questions.filter { !known.contains($0.id) }
            view.showMore(
                formatters.row.rows(for: added, from: firstNumber, sort: query.sort), footer: footer)
        } catch {
            view.showError(ErrorText.listFailed(error, retry: "more"))
        }
    }

    func refresh() async {
        let previousIDs = questions.map(\.id)
        guard let page = await fetchFirstPage(policy: .reload) else { return }
        replaceList(with: page)
        let diff = ListDiff(previous: previousIDs, current: questions.map(\.id), pageSize: query.pageSize)
        view.show(listDisplay(newIDs: diff.inserted))
        view.showNotice(ListText.summary(of: diff))
    }

    func filter(byTag tag: String?) async {
        query.tag = tag
        await load()
    }

    func sort(by sort: QuestionSort) async {
        query.sort = sort
        await load()
    }

    private func fetchFirstPage(policy: FetchPolicy) async -> QuestionPage? {
        view.showLoading()
        do {
            return try await service.questions(for: query.firstPage, policy: policy)
        } catch {
            view.showError(ErrorText.listFailed(error, retry: "refresh"))
            return nil
        }
    }

    private func replaceList(with page: QuestionPage) {
        query = query.firstPage
        questions = [].appending(page: page.questions)
        hasMore = page.hasMore
        quotaRemaining = page.quotaRemaining ?? quotaRemaining
    }

    private func listDisplay(newIDs: Set<Int> = []) -> QuestionListDisplay {
        QuestionListDisplay(
            header: ListText.header(site: query.site, sort: query.sort, tag: query.tag),
            rows: formatters.row.rows(for: questions, newIDs: newIDs, sort: query.sort),
            footer: footer)
    }

    private var footer: String {
        ListText.footer(
            shown: questions.count, hasMore: hasMore, quotaRemaining: quotaRemaining, tag: query.tag)
    }
}
