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
}

extension QuestionListPresenter: QuestionListEventHandler {
    public func viewDidLoad() async {
        await interactor.loadFirstPage()
    }

    public func didRequestRedisplayList() {
        interactor.reportCurrentList()
    }

    public func didRequestOpenQuestion(atRow number: Int) {
        guard let id = interactor.questionID(atRow: number) else {
            view?.showError(ListText.noSuchRow(number))
            return
        }
        router.openQuestion(id: id, site: interactor.site)
    }

    public func didRequestLoadMore() async {
        await interactor.loadMore()
    }

    public func didRequestRefresh() async {
        await interactor.refresh()
    }

    public func didRequestFilter(byTag tag: String?) async {
        await interactor.filter(byTag: tag)
    }

    public func didRequestSort(by sort: QuestionSort) async {
        await interactor.sort(by: sort)
    }
}

extension QuestionListPresenter: QuestionListInteractorOutput {
    public func didStartLoading() {
        view?.showLoading()
    }

    public func didLoad(_ list: QuestionListResponse) {
        view?.show(formatter.display(of: list))
    }

    public func didLoadMore(_ newQuestions: [QuestionSummary], in list: QuestionListResponse) {
        let (rows, footer) = formatter.appended(newQuestions, to: list)
        view?.showMore(rows, footer: footer)
    }

    public func didReachEnd() {
        view?.showNotice(ListText.noMoreQuestions)
    }

    public func didRefresh(_ list: QuestionListResponse, previous: [QuestionSummary]) {
        let (display, summary) = formatter.refreshed(list, previous: previous)
        view?.show(display)
        view?.showNotice(summary)
    }

    public func didFail(_ fetch: ListFetch, with error: ServiceError) {
        view?.showError(ErrorText.listFailed(error, retrying: fetch))
    }
}
