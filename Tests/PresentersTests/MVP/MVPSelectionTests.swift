import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// MVP's presenters keep the screen front's selection (SPEC §8): what they tell a passive view for each
/// move, a move past the last row, a list loaded again, and s on the selected row. Fake views, a
/// recording navigator, a stub service; nothing sleeps.
@MainActor
@Suite("MVP selection", .timeLimit(.minutes(1)))
struct MVPSelectionTests {
    let loads = LoadTracker()
    let navigator = MVPRecordingNavigation()
    let service = StubQuestionService()
    let store = InMemorySavedQuestions()
    let listView = MVPRecordingListView()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 3)
    let formatters = ScreenFormatters(now: { Fixtures.now })
    let saves: SavedQuestionsModel

    init() {
        saves = .inMemory(store)
    }

    /// The list's presenter, its view attached, `page` shown.
    private func shownList(_ page: QuestionPage) async -> MVPQuestionListPresenter {
        service.willReturn(page)
        let presenter = MVPQuestionListPresenter(
            service: service, saves: saves, query: query, formatter: formatters.list, loads: loads,
            navigator: navigator)
        presenter.attach(listView)
        presenter.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        return presenter
    }

    @Test("selects the first row when the list is shown, and tells the view each row it moves to")
    func moves() async {
        let presenter = await shownList(Fixtures.page([1, 2, 3]))

        presenter.moveSelection(by: 1)
        presenter.moveSelection(by: 1)
        presenter.moveSelection(by: -5)

        #expect(listView.selections == [0, 1, 2, 0])
    }

    @Test("tells the view nothing for a move that goes nowhere")
    func stays() async {
        let presenter = await shownList(Fixtures.page([1, 2, 3]))

        presenter.moveSelection(by: -1)

        #expect(listView.selections == [0])
    }

    @Test("loads the next page once for any number of moves past the last row, and selects its first row")
    func pastTheLastRow() async {
        let presenter = await shownList(Fixtures.page([1, 2, 3], hasMore: true))
        service.willReturn(Fixtures.page([4, 5]))

        presenter.moveSelectionToLast()
        presenter.moveSelection(by: 1)
        presenter.moveSelection(by: 1)
        await loads.waitUntilIdleOrFail()

        #expect(service.queries.count == 2)
        #expect(listView.selections.last == 3)
    }

    @Test("says there are no more questions for a move past the last row of the last page")
    func noMorePages() async {
        let presenter = await shownList(Fixtures.page([1, 2]))

        presenter.moveSelection(by: 5)

        #expect(listView.shown.last == .notice(ListText.noMoreQuestions))
        #expect(service.queries.count == 1)
    }

    @Test("keeps the selection on its question when a refresh moves it to another row")
    func followsItsQuestion() async {
        let presenter = await shownList(Fixtures.page([1, 2, 3]))
        presenter.moveSelection(by: 2)
        service.willReturn(Fixtures.page([3, 1, 2]))

        presenter.refresh()
        await loads.waitUntilIdleOrFail()

        #expect(listView.selections.last == 0)
    }

    @Test("goes to the first row when a new tag's page no longer holds the selected question")
    func questionGone() async {
        let presenter = await shownList(Fixtures.page([1, 2, 3]))
        presenter.moveSelection(by: 2)
        service.willReturn(Fixtures.page([7, 8]))

        presenter.filter(byTag: "json")
        await loads.waitUntilIdleOrFail()

        #expect(listView.selections.last == 0)
    }

    @Test("saves the selected row's question with s, and unsaves it with s again, redrawing the row in place")
    func togglesTheSave() async {
        let presenter = await shownList(Fixtures.page([1, 2, 3]))
        presenter.moveSelection(by: 1)

        presenter.toggleSaveOfSelection()
        let savedAfterFirst = saves.isSaved(2)
        presenter.toggleSaveOfSelection()

        #expect(savedAfterFirst)
        #expect(!saves.isSaved(2))
        #expect(listView.rowsInPlace.map(\.number) == [2, 2])
        #expect(listView.rowsInPlace.first?.stats.hasSuffix(SaveText.marker) == true)
    }

    @Test("opens the selected row's question with Enter, as open N would")
    func opensTheSelection() async {
        let presenter = await shownList(Fixtures.page([1, 2, 3]))
        navigator.expectsCalls = true
        presenter.moveSelection(by: 2)

        presenter.openSelection()

        #expect(navigator.calls == [.showQuestion(id: 3, site: "stackoverflow")])
    }

    @Test("keeps the saved screen's selection on its row number after an unsave, clamped to the saves left")
    func savedScreenClamps() {
        for id in [1, 2, 3] { _ = saves.save(Fixtures.question(id: id)) }
        let view = MVPRecordingSavedView()
        let presenter = MVPSavedPresenter(
            saves: saves, pageSize: 5, formatter: formatters.saved, loads: loads, navigator: navigator)
        presenter.attach(view)
        presenter.viewDidLoad()
        presenter.moveSelectionToLast()

        presenter.toggleSaveOfSelection()

        #expect(view.selections.last == 1)
        #expect(view.lastList?.rows.count == 2)
    }
}
