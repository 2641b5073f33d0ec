import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// What VIPER's saved-screen presenter asked of its interactor, in order.
@MainActor
final class VIPERRecordingSavedInteractor: VIPERSavedInteractorInput {
    enum Call: Equatable {
        case loadFirstPage, reportCurrentSaves, loadMore
        case questionID(row: Int)
        case save(row: Int)
        case unsave(row: Int)
    }

    weak var output: (any VIPERSavedInteractorOutput)?
    let site = "stackoverflow"
    /// The question ids of the rows the interactor holds, row 1 first.
    var ids: [Int] = []
    private(set) var calls: [Call] = []

    func loadFirstPage() { calls.append(.loadFirstPage) }
    func reportCurrentSaves() { calls.append(.reportCurrentSaves) }
    func loadMore() { calls.append(.loadMore) }

    func questionID(atRow number: Int) -> Int? {
        calls.append(.questionID(row: number))
        return ids.indices.contains(number - 1) ? ids[number - 1] : nil
    }

    func saveQuestion(atRow number: Int) -> Bool {
        calls.append(.save(row: number))
        return ids.indices.contains(number - 1)
    }

    func unsaveQuestion(atRow number: Int) -> Bool {
        calls.append(.unsave(row: number))
        return ids.indices.contains(number - 1)
    }
}

/// Where VIPER's saved-screen presenter sent navigation, in order.
@MainActor
final class VIPERRecordingSavedRouter: VIPERRecordingFlow, VIPERSavedRouting {
    enum Call: Equatable {
        case openQuestion(id: Int)
        case closeSaved
    }

    private(set) var calls: [Call] = []

    func openQuestion(id: Int) { calls.append(.openQuestion(id: id)) }
    func closeSaved() { calls.append(.closeSaved) }
}

/// What VIPER's saved-screen presenter told its view, in order.
@MainActor
final class VIPERRecordingSavedScreen: VIPERSavedViewInterface {
    enum Call: Equatable {
        case show(QuestionListDisplay)
        case showMore([QuestionRowDisplay], footer: String)
        case notice(String)
        case error(String)
    }

    private(set) var calls: [Call] = []

    func show(_ list: QuestionListDisplay) { calls.append(.show(list)) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        calls.append(.showMore(rows, footer: footer))
    }
    func showNotice(_ text: String) { calls.append(.notice(text)) }
    func showError(_ text: String) { calls.append(.error(text)) }

    /// Every selection shown, in order: the screen front's, kept apart from `calls`.
    private(set) var selections: [Int] = []
    func showSelection(atRow index: Int) { selections.append(index) }
}

/// VIPER's saved-screen presenter alone (objc.io's VIPER: the presenter between its view, its interactor
/// and its wireframe): each event of the view becomes one request to the interactor or the router, and
/// what the interactor reports is formatted for the view. Every neighbour is a recording double.
@MainActor
@Suite("VIPER saved-screen presenter, alone", .timeLimit(.minutes(1)))
struct VIPERSavedPresenterTests {
    let interactor = VIPERRecordingSavedInteractor()
    let router = VIPERRecordingSavedRouter()
    let view = VIPERRecordingSavedScreen()
    let formatter = SavedListFormatter(now: { Fixtures.now })

    private func makePresenter() -> VIPERSavedPresenter {
        let presenter = VIPERSavedPresenter(interactor: interactor, router: router, formatter: formatter)
        presenter.view = view
        return presenter
    }

    private static func summary(_ id: Int) -> VIPERQuestionSummary {
        VIPERQuestionSummary(
            id: id, title: "Question \(id)", score: 1, answerCount: 0, viewCount: 10,
            hasAcceptedAnswer: false,
            isClosed: false, tags: ["swift"], ownerName: "Ana", creationDate: Fixtures.now,
            lastActivityDate: Fixtures.now, isSaved: true)
    }

    @Test(
        "asks the interactor for the first page when the view appears, and for the saves again on redisplay")
    func loadsAndRedisplays() {
        let presenter = makePresenter()

        presenter.viewDidLoad()
        presenter.didRequestRedisplay()
        presenter.didRequestLoadMore()

        #expect(interactor.calls == [.loadFirstPage, .reportCurrentSaves, .loadMore])
        #expect(router.calls.isEmpty)
        #expect(view.calls.isEmpty)
    }

    @Test("answers user, and save or unsave without a row, on the saved screen itself, in the list's words")
    func listCommandsAnsweredHere() {
        let presenter = makePresenter()

        presenter.didRequestUser()
        presenter.didRequestSave()
        presenter.didRequestUnsave()

        #expect(
            view.calls == [
                .error(UserText.notOnAQuestion), .error(SaveText.needsARow(saving: true)),
                .error(SaveText.needsARow(saving: false)),
            ])
        #expect(router.calls.isEmpty)
    }

    @Test("asks the router for the question on row N, with the id the interactor holds there")
    func opensTheQuestionOfARow() {
        interactor.ids = [7, 9]
        let presenter = makePresenter()

        presenter.didRequestOpenQuestion(atRow: 2)

        #expect(interactor.calls == [.questionID(row: 2)])
        #expect(router.calls == [.openQuestion(id: 9)])
        #expect(view.calls.isEmpty)
    }

    @Test("tells the view there is no such row for open N past the rows, and asks the router nothing")
    func noSuchRowToOpen() {
        interactor.ids = [7]
        let presenter = makePresenter()

        presenter.didRequestOpenQuestion(atRow: 4)

        #expect(router.calls.isEmpty)
        #expect(view.calls == [.error(ListText.noSuchRow(4))])
    }

    @Test("sends save N and unsave N to the interactor, and says when it holds no such row")
    func savesGoToTheInteractor() {
        interactor.ids = [7]
        let presenter = makePresenter()

        presenter.didRequestSave(atRow: 1)
        presenter.didRequestUnsave(atRow: 1)
        presenter.didRequestUnsave(atRow: 3)

        #expect(interactor.calls == [.save(row: 1), .unsave(row: 1), .unsave(row: 3)])
        #expect(view.calls == [.error(ListText.noSuchRow(3))])
    }

    @Test("asks the router to close the screen on back, and the interactor nothing")
    func closesOnBack() {
        let presenter = makePresenter()

        presenter.didRequestGoBack()

        #expect(router.calls == [.closeSaved])
        #expect(interactor.calls.isEmpty)
    }

    @Test("formats what the interactor reports for the view: the whole screen, a page's rows, the end")
    func formatsWhatIsReported() {
        let presenter = makePresenter()
        let first = VIPERSavedListResponse(site: "stackoverflow", questions: [Self.summary(1)], hasMore: true)
        let both = VIPERSavedListResponse(
            site: "stackoverflow", questions: [Self.summary(1), Self.summary(2)], hasMore: false)

        presenter.didLoad(first)
        presenter.didLoadMore([Self.summary(2)], in: both)
        presenter.didReachEnd()

        let (rows, footer) = formatter.appended([Self.summary(2)], to: both)
        #expect(
            view.calls == [
                .show(formatter.display(of: first)), .showMore(rows, footer: footer),
                .notice(SaveText.noMore),
            ])
    }

    @Test("turns a save's answer and a failed read into one line each")
    func answersInOneLine() {
        let presenter = makePresenter()

        presenter.didAnswerSave(.removed)
        presenter.didFailToRead(.notADatabase(path: "DATA/saved.sqlite3"))

        #expect(
            view.calls == [
                .notice(SaveText.answer(to: .removed)),
                .error(SaveText.off(.notADatabase(path: "DATA/saved.sqlite3"))),
            ])
    }
}
