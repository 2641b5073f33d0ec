import Entities
import Presenters

/// MVC's list controller: owns the list's state, fetches it, formats it for the view, and pushes questions.
///
/// Apple-style MVC puts all of that in one type beside the view. It is the
/// shape that grows into a Massive View Controller; the formatting is kept
/// in the shared formatters so that this file shows only the controller's
/// own job.
@MainActor
public final class MVCQuestionListController: ListScreen {
    private let service: any QuestionService
    private let formatters: ScreenFormatters
    private let view: any QuestionListDisplaying
    /// Weak: the stack keeps this controller, not the other way round.
    private weak var navigation: (any ScreenNavigation)?
    private let makeQuestionView: @MainActor () -> any QuestionDisplaying
    private var list: QuestionList

    /// A controller for `query`, drawing on `view`; it pushes question controllers, drawn by
    /// views from `makeQuestionView`, on `navigation`.
    public init(
        service: any QuestionService, query: QuestionQuery, formatters: ScreenFormatters,
        view: any QuestionListDisplaying, navigation: any ScreenNavigation,
        makeQuestionView: @escaping @MainActor () -> any QuestionDisplaying
    ) {
        self.service = service
        self.list = QuestionList(query: query)
        self.formatters = formatters
        self.view = view
        self.navigation = navigation
        self.makeQuestionView = makeQuestionView
    }

    /// Fetches page 1 of the query and shows it.
    public func viewDidLoad() async {
        await loadFirstPage(of: list.firstPageQuery, fetch: .firstPage)
    }

    /// `list`: shows every loaded row again.
    public func redisplayList() {
        view.show(formatters.list.display(of: list))
    }

    /// `open N`: pushes a controller for the question on row `number`, or says there is no such row.
    public func openQuestion(atRow number: Int) {
        guard let question = list.question(atRow: number) else {
            view.showError(ListText.noSuchRow(number))
            return
        }
        guard let navigation else { return }
        let controller = MVCQuestionController(
            service: service, questionID: question.id, site: list.query.site, formatter: formatters.question,
            view: makeQuestionView(), navigation: navigation)
        navigation.push(controller)
    }

    /// `more`: fetches the next page and shows only its new rows.
    public func loadMore() async {
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
            view.showError(ErrorText.listFailed(error, retrying: .nextPage))
        }
    }

    /// `refresh`: fetches page 1 again, shows it with what is new or updated marked, and sums up the changes.
    public func refresh() async {
        let previous = list.questions
        view.showLoading()
        do {
            let page = try await service.questions(for: list.firstPageQuery, policy: .reload)
            list.replace(with: page, for: list.firstPageQuery)
            let (display, summary) = formatters.list.refreshed(list, previous: previous)
            view.show(display)
            view.showNotice(summary)
        } catch {
            view.showError(ErrorText.listFailed(error, retrying: .refresh))
        }
    }

    /// `tag NAME` or `tag`: fetches page 1 for a tag, or for every tag when `nil`.
    public func filter(byTag tag: String?) async {
        await loadFirstPage(of: list.firstPageQuery(tag: tag), fetch: .tag(tag))
    }

    /// `sort ORDER`: fetches page 1 in another order.
    public func sort(by sort: QuestionSort) async {
        await loadFirstPage(of: list.firstPageQuery(sort: sort), fetch: .sort(sort))
    }

    /// Fetches page 1 of `query` and, only once it has arrived, makes it the list and shows it.
    private func loadFirstPage(of query: QuestionQuery, fetch: ListFetch) async {
        view.showLoading()
        do {
            let page = try await service.questions(for: query, policy: .useCache)
            list.replace(with: page, for: query)
            view.show(formatters.list.display(of: list))
        } catch {
            view.showError(ErrorText.listFailed(error, retrying: fetch))
        }
    }
}
