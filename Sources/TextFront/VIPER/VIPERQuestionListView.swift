import Entities
import Presenters

/// VIPER's list view: forwards every command to its presenter and shows what the presenter says.
///
/// It makes no decision, not even whether row N exists; it keeps its
/// presenter alive, and the presenter holds it weakly.
@MainActor
final class VIPERQuestionListView: ListScreen, QuestionListViewInterface {
    private let eventHandler: any QuestionListEventHandler
    private let display: any QuestionListDisplaying

    init(eventHandler: any QuestionListEventHandler, display: any QuestionListDisplaying) {
        self.eventHandler = eventHandler
        self.display = display
    }

    // MARK: Events to the presenter

    func showList() { eventHandler.didRequestList() }
    func open(number: Int) async { await eventHandler.didSelectRow(number: number) }
    func loadMore() async { await eventHandler.didRequestMore() }
    func refresh() async { await eventHandler.didRequestRefresh() }
    func filter(byTag tag: String?) async { await eventHandler.didRequestTag(tag) }
    func sort(by sort: QuestionSort) async { await eventHandler.didRequestSort(sort) }

    // MARK: What the presenter shows

    func showLoading() { display.showLoading() }
    func show(_ list: QuestionListDisplay) { display.show(list) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) { display.showMore(rows, footer: footer) }
    func showNotice(_ text: String) { display.showNotice(text) }
    func showError(_ text: String) { display.showError(text) }
}
