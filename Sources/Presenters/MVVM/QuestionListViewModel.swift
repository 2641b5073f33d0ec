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
    private let formatter: QuestionListFormatter
    private var observer: (@MainActor (Output) -> Void)?
    private var list: QuestionList

    public init(service: any QuestionService, query: QuestionQuery, formatter: QuestionListFormatter) {
        self.service = service
        self.list = QuestionList(query: query)
        self.formatter = formatter
    }

    /// Binds the one view: `observer` receives every output from now on.
    public func bind(_ observer: @escaping @MainActor (Output) -> Void) {
        self.observer = observer
    }

    // MARK: Inputs

    public func load() async {
        await loadFirstPage(of: list.firstPageQuery, retry: "refresh")
    }

    public func showList() {
        observer?(.list(formatter.display(of: list)))
    }

    public func selectRow(number: Int) async {
        guard let question = list.question(atRow: number) else {
            observer?(.error(ListText.noSuchRow(number)))
            return
        }
        await onSelectQuestion?(question.id, list.query.site)
    }

    public func loadMore() async {
        guard list.hasMore else {
            observer?(.notice(ListText.noMoreQuestions))
            return
        }
        observer?(.loading)
        do {
            let page = try await service.questions(for: list.nextPageQuery, policy: .useCache)
            let added = list.appendNextPage(page)
            let (rows, footer) = formatter.appended(added, to: list)
            observer?(.more(rows, footer: footer))
        } catch {
            observer?(.error(ErrorText.listFailed(error, retry: "more")))
        }
    }

    public func refresh() async {
        let previousIDs = list.questions.map(\.id)
        observer?(.loading)
        do {
            let page = try await service.questions(for: list.firstPageQuery, policy: .reload)
            list.replace(with: page, for: list.firstPageQuery)
            let (display, summary) = formatter.refreshed(list, previousIDs: previousIDs)
            observer?(.list(display))
            observer?(.notice(summary))
        } catch {
            observer?(.error(ErrorText.listFailed(error, retry: "refresh")))
        }
    }

    public func filter(byTag tag: String?) async {
        var query = list.firstPageQuery
        query.tag = tag
        await loadFirstPage(of: query, retry: ListText.command(tag: tag))
    }

    public func sort(by sort: QuestionSort) async {
        var query = list.firstPageQuery
        query.sort = sort
        await loadFirstPage(of: query, retry: ListText.command(sort: sort))
    }

    /// Loads page 1 of `query` and, only once it has arrived, makes it the list.
    private func loadFirstPage(of query: QuestionQuery, retry: String) async {
        observer?(.loading)
        do {
            let page = try await service.questions(for: query, policy: .useCache)
            list.replace(with: page, for: query)
            observer?(.list(formatter.display(of: list)))
        } catch {
            observer?(.error(ErrorText.listFailed(error, retry: retry)))
        }
    }
}
