import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// MVP's presenters and the saves: each presenter observes the saves and tells its passive view only
/// what to show; a change made by one presenter reaches the others through the saves, never through a
/// view. Fake views, a recording navigator, the in-memory store; nothing sleeps.
@MainActor
@Suite("MVP saves", .timeLimit(.minutes(1)))
struct MVPSavesTests {
    let loads = LoadTracker()
    let navigator = MVPRecordingNavigation()
    let service = StubQuestionService()
    let store = InMemorySavedQuestions()
    let listView = MVPRecordingListView()
    let questionView = MVPRecordingQuestionView()
    let savedView = MVPRecordingSavedView()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let formatters = ScreenFormatters(now: { Fixtures.now })
    let saves: SavedQuestionsModel

    init() {
        saves = .inMemory(store)
    }

    /// The list's presenter, its view attached, page 1 (questions 1 and 2) shown.
    private func shownList() async -> MVPQuestionListPresenter {
        service.willReturn(Fixtures.page([1, 2]))
        let presenter = MVPQuestionListPresenter(
            service: service, saves: saves, query: query, formatter: formatters.list, loads: loads,
            navigator: navigator)
        presenter.attach(listView)
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        return presenter
    }

    /// Question `id`'s presenter, its view attached, the question shown unless `loaded` is false.
    private func question(_ id: Int, loaded: Bool = true) async -> MVPQuestionPresenter {
        let presenter = MVPQuestionPresenter(
            service: service, saves: saves, questionID: id, site: "stackoverflow",
            formatter: formatters.question,
            loads: loads, navigator: navigator)
        presenter.attach(questionView)
        if loaded {
            service.willReturn(Fixtures.question(id: id), answers: [])
            presenter.viewDidLoad()
            await loads.waitUntilIdleOrFail()
        }
        return presenter
    }

    /// The saved screen's presenter, its view attached, its first page shown.
    private func shownSaves() -> MVPSavedPresenter {
        let presenter = MVPSavedPresenter(
            saves: saves, pageSize: 2, formatter: formatters.saved, loads: LoadTracker(), navigator: navigator
        )
        presenter.attach(savedView)
        presenter.viewDidLoad()
        return presenter
    }

    private func lastRows(_ view: MVPRecordingListView) -> [QuestionRowDisplay] {
        for shown in view.shown.reversed() { if case .list(let list) = shown { return list.rows } }
        return []
    }

    @Test("the saved screen answers user, and save or unsave without a row, itself, in the list's words")
    func listCommandsOnTheSavedScreen() {
        let presenter = shownSaves()

        presenter.openUser()
        presenter.saveQuestion()
        presenter.unsaveQuestion()

        #expect(
            Array(savedView.shown.suffix(3)) == [
                .error(UserText.notOnAQuestion), .error(SaveText.needsARow(saving: true)),
                .error(SaveText.needsARow(saving: false)),
            ])
    }

    @Test("save N saves the row's question and tells the view one line, nothing else")
    func savesARow() async {
        let presenter = await shownList()
        let shownBefore = listView.shown.count

        presenter.saveQuestion(atRow: 2)

        #expect(store.calls.contains(.save(id: 2, site: "stackoverflow")))
        #expect(listView.shown.dropFirst(shownBefore) == [.notice("Saved.")])
    }

    @Test("save N on a row not listed tells the view there is no such row, and saves nothing")
    func noSuchRow() async {
        let presenter = await shownList()

        presenter.saveQuestion(atRow: 3)

        #expect(listView.shown.last == .error(ListText.noSuchRow(3)))
        #expect(!store.calls.contains { if case .save = $0 { true } else { false } })
    }

    /// Guards `savedQuestionsDidChange(_:)` in `MVPQuestionListPresenter`: it observes the saves, so a
    /// save made by another presenter reaches it.
    @Test("a question saved by its presenter is marked when the list's presenter shows the list again")
    func listPresenterHearsOfASave() async {
        let list = await shownList()
        let question = await question(1)
        let callsBefore = service.calls.count

        question.saveQuestion()
        list.redisplayList()

        #expect(lastRows(listView).map(\.stats.endsWithSavedMarker) == [true, false])
        #expect(service.calls.count == callsBefore)
    }

    @Test("the question presenter shows the question again with the marker once it is saved")
    func questionRedisplaysMarked() async {
        let question = await question(1)

        question.saveQuestion()
        question.redisplay()

        guard case .screen(let screen) = questionView.shown.last else {
            Issue.record("expected the question, got \(questionView.shown)")
            return
        }
        #expect(screen.stats.endsWithSavedMarker)
    }

    @Test("save on a question still loading tells the view it is not shown yet, and saves nothing")
    func questionNotShownYet() async {
        let question = await question(1, loaded: false)

        question.saveQuestion()

        #expect(questionView.shown == [.error(SaveText.notShown)])
        #expect(store.calls.isEmpty)
    }

    @Test("saved asks the navigator for the saved screen of the list's site")
    func opensTheSavedScreen() async {
        let presenter = await shownList()
        navigator.expectsCalls = true

        presenter.openSaved()

        #expect(navigator.calls == [.showSaved(site: "stackoverflow")])
    }

    @Test("the saved screen's presenter shows the saves, the most recent first")
    func savedScreen() async {
        let list = await shownList()
        list.saveQuestion(atRow: 1)
        list.saveQuestion(atRow: 2)

        _ = shownSaves()

        #expect(savedView.lastList?.rows.map(\.title) == ["Question 2", "Question 1"])
    }

    @Test("unsave N on the saved screen tells the view one line, then the saves again, renumbered")
    func unsaveRenumbers() async {
        let list = await shownList()
        list.saveQuestion(atRow: 1)
        list.saveQuestion(atRow: 2)
        let presenter = shownSaves()

        presenter.unsaveQuestion(atRow: 1)

        #expect(savedView.shown.suffix(2).first == .notice("Removed from saved."))
        #expect(savedView.lastList?.rows.map(\.title) == ["Question 1"])
        #expect(savedView.lastList?.rows.map(\.number) == [1])
    }

    /// Guards `savedQuestionsDidChange(_:)` in `MVPSavedPresenter`, which reads the saves again on the next
    /// `redisplay()` once told of a change made in another session.
    @Test("a change another session made shows when the saved screen is shown again")
    func changeElsewhere() async throws {
        let presenter = shownSaves()
        _ = try store.save(Fixtures.question(id: 9), site: "stackoverflow")
        store.changedByAnotherSession = true

        saves.checkForChangesElsewhere()
        presenter.redisplay()

        #expect(savedView.lastList?.rows.map(\.title) == ["Question 9"])
    }

    /// Guards the saves' weak list of observers: observing keeps no presenter alive.
    @Test("a presenter whose view closed is released, though it observes the saves")
    func presentersAreReleased() async {
        weak var released: MVPQuestionPresenter?
        do {
            let presenter = await question(1)
            released = presenter
        }
        saves.checkForChangesElsewhere()

        #expect(released == nil)
    }
}

/// A passive saved-screen view that records what its presenter tells it.
@MainActor
final class MVPRecordingSavedView: MVPSavedViewInterface {
    enum Shown: Equatable {
        case list(QuestionListDisplay)
        case more([QuestionRowDisplay], footer: String)
        case notice(String)
        case error(String)
    }

    private(set) var shown: [Shown] = []

    func show(_ list: QuestionListDisplay) { shown.append(.list(list)) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) { shown.append(.more(rows, footer: footer)) }
    func showNotice(_ text: String) { shown.append(.notice(text)) }
    func showError(_ text: String) { shown.append(.error(text)) }

    /// Every selection shown, in order: the screen front's, kept apart from `shown`.
    private(set) var selections: [Int] = []
    func showSelection(atRow index: Int) { selections.append(index) }

    /// The whole screen shown last.
    var lastList: QuestionListDisplay? {
        for shown in shown.reversed() { if case .list(let list) = shown { return list } }
        return nil
    }
}
