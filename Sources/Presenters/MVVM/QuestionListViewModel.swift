import Entities

/// The list screen's state and presentation logic, for a view it does not know.
///
/// The view binds to `Output` with `bind(_:)` and calls the input methods;
/// choosing a question leaves as the `onSelectQuestion` intent, which the
/// coordinator turns into navigation.
@MainActor
public final class QuestionListViewModel {
    /// Everything the view model asks its view to show.
    public enum Output: Hashable, Sendable {
        case loading
        case list(QuestionListDisplay)
        case more([QuestionRowDisplay], footer: String)
        case notice(String)
        case error(String)
    }

    /// Intent: the user chose the question with this id on this site.
    public var onSelectQuestion: (@MainActor (_ id: Int, _ site: String) async -> Void)?

    private let service: any QuestionService
    private let rowFormatter: QuestionRowFormatter
    private var observer: (@MainActor (Output) -> Void)?
    private var query: QuestionQuery
    private var questions: [Question] = []
    private var hasMore = false
    private var quotaRemaining: Int?

    public init(service: any QuestionService, query: QuestionQuery, rowFormatter: QuestionRowFormatter) {
        self.service = service
        self.query = query.firstPage
        self.rowFormatter = rowFormatter
    }

    /// Binds the one view: `observer` receives every output from now on.
    public func bind(_ observer: @escaping @MainActor (Output) -> Void) {
        self.observer = observer
    }

    // MARK: Inputs

    public func load() async {
        guard let page = await fetchFirstPage(policy: .useCache) else {
            questions = []
            hasMore = false
            return
        }
        replaceList(with: page)
        observer?(.list(display()))
    }

    public func showList() {
        observer?(.list(display()))
    }

    public func selectRow(number: Int) async {
        guard questions.indices.contains(number - 1) else {
            observer?(.error(ListText.noSuchRow(number)))
            return
        }
        await onSelectQuestion?(questions[number - 1].id, query.site)
    }

    public func loadMore() async {
        guard hasMore else {
            observer?(.notice(ListText.noMoreQuestions))
            return
        }
        observer?(.loading)
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
            let rows = rowFormatter.rows(for: added, from: firstNumber, sort: query.sort)
            observer?(.more(rows, footer: footer))
        } catch {
            observer?(.error(ErrorText.listFailed(error, retry: "more")))
        }
    }

    public func refresh() async {
        let previousIDs = questions.map(\.id)
        guard let page = await fetchFirstPage(policy: .reload) else { return }
        replaceList(with: page)
        let diff = ListDiff(previous: previousIDs, current: questions.map(\.id), pageSize: query.pageSize)
        observer?(.list(display(newIDs: diff.inserted)))
        observer?(.notice(ListText.summary(of: diff)))
    }

    public func filter(byTag tag: String?) async {
        query.tag = tag
        await load()
    }

    public func sort(by sort: QuestionSort) async {
        query.sort = sort
        await load()
    }

    // MARK: State to display

    private func fetchFirstPage(policy: FetchPolicy) async -> QuestionPage? {
        observer?(.loading)
        do {
            return try await service.questions(for: query.firstPage, policy: policy)
        } catch {
            observer?(.error(ErrorText.listFailed(error, retry: "refresh")))
            return nil
        }
    }

    private func replaceList(with page: QuestionPage) {
        query = query.firstPage
        questions = [].appending(page: page.questions)
        hasMore = page.hasMore
        quotaRemaining = page.quotaRemaining ?? quotaRemaining
    }

    private func display(newIDs: Set<Int> = []) -> QuestionListDisplay {
        QuestionListDisplay(
            header: ListText.header(site: query.site, sort: query.sort, tag: query.tag),
            rows: rowFormatter.rows(for: questions, newIDs: newIDs, sort: query.sort),
            footer: footer)
    }

    private var footer: String {
        ListText.footer(
            shown: questions.count, hasMore: hasMore, quotaRemaining: quotaRemaining, tag: query.tag)
    }
}
