import Entities
import Interactors

/// The list module's glue: turns view events into use-case calls and results into display text.
///
/// It holds no list state of its own (the interactor does) and decides only
/// presentation: the rows' text, the marks after a refresh, the messages.
@MainActor
public final class QuestionListPresenter {
    /// The view; weak, as the view owns this presenter.
    public weak var view: (any QuestionListViewInterface)?

    private let interactor: any QuestionListInteractorInput
    private let router: any QuestionListRouting
    private let formatter: QuestionListFormatter

    public init(
        interactor: any QuestionListInteractorInput, router: any QuestionListRouting,
        formatter: QuestionListFormatter
    ) {
        self.interactor = interactor
        self.router = router
        self.formatter = formatter
    }

    private func display(of list: QuestionListResponse, newIDs: Set<Int> = []) -> QuestionListDisplay {
        formatter.display(
            site: list.site, sort: list.sort, tag: list.tag, questions: list.questions, hasMore: list.hasMore,
            quotaRemaining: list.quotaRemaining, newIDs: newIDs)
    }
}

extension QuestionListPresenter: QuestionListEventHandler {
    public func viewDidLoad() async {
        await interactor.loadFirstPage()
    }

    public func didRequestList() {
        interactor.reportCurrentList()
    }

    public func didSelectRow(number: Int) async {
        guard let id = interactor.questionID(at: number - 1) else {
            view?.showError(ListText.noSuchRow(number))
            return
        }
        await router.showQuestion(id: id, site: interactor.site)
    }

    public func didRequestMore() async {
        await interactor.loadNextPage()
    }

    public func didRequestRefresh() async {
        await interactor.refresh()
    }

    public func didRequestTag(_ tag: String?) async {
        await interactor.filter(byTag: tag)
    }

    public func didRequestSort(_ sort: QuestionSort) async {
        await interactor.sort(by: sort)
    }
}

extension QuestionListPresenter: QuestionListInteractorOutput {
    public func didStartLoading() {
        view?.showLoading()
    }

    public func didLoad(_ list: QuestionListResponse) {
        view?.show(display(of: list))
    }

    public func didLoadMore(_ newQuestions: [QuestionSummary], in list: QuestionListResponse) {
        let (rows, footer) = formatter.appended(
            newQuestions, totalCount: list.questions.count, sort: list.sort, hasMore: list.hasMore,
            quotaRemaining: list.quotaRemaining, tag: list.tag)
        view?.showMore(rows, footer: footer)
    }

    public func didReachEnd(of list: QuestionListResponse) {
        view?.showNotice(ListText.noMoreQuestions)
    }

    public func didRefresh(_ list: QuestionListResponse, previousIDs: [Int]) {
        let diff = ListDiff(previous: previousIDs, current: list.questions.map(\.id), pageSize: list.pageSize)
        view?.show(display(of: list, newIDs: diff.inserted))
        view?.showNotice(ListText.summary(of: diff))
    }

    public func didFailToLoad(with error: ServiceError) {
        view?.showError(ErrorText.listFailed(error, retry: "refresh"))
    }

    public func didFailToLoadMore(with error: ServiceError) {
        view?.showError(ErrorText.listFailed(error, retry: "more"))
    }
}
