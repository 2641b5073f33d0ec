import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// MVVM's view models keep the screen front's selection in their state (SPEC §8): each move, a move past
/// the last row, a list loaded again and s on the selected row, read from the states they publish. A
/// recording navigation, a stub service; nothing sleeps.
@MainActor
@Suite("MVVM selection", .timeLimit(.minutes(1)))
struct MVVMSelectionTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let navigation = MVVMRecordingNavigation()
    let store = InMemorySavedQuestions()
    let saves: SavedQuestionsModel
    let formatters = ScreenFormatters(now: { Fixtures.now })

    init() {
        saves = .inMemory(store)
    }

    /// The list's view model with `page` loaded.
    private func loadedList(_ page: QuestionPage) async -> MVVMQuestionListViewModel {
        service.willReturn(page)
        let viewModel = MVVMQuestionListViewModel(
            service: service, saves: saves, query: QuestionQuery(site: "stackoverflow", pageSize: 3),
            loads: loads,
            formatter: formatters.list, navigation: navigation)
        viewModel.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        return viewModel
    }

    @Test("publishes each row the selection moves to, and stays on the first row moved up from it")
    func moves() async {
        let viewModel = await loadedList(Fixtures.page([1, 2, 3]))
        let states = StateRecorder<MVVMQuestionListViewModel.State>()
        viewModel.bind(states.record)

        viewModel.moveSelection(by: 2)
        viewModel.moveSelection(by: -1)
        viewModel.moveSelection(by: -5)
        viewModel.moveSelection(by: -1)

        #expect(states.states.map(\.selection) == [0, 2, 1, 0])
    }

    @Test("loads the next page once for any number of moves past the last row, and selects its first row")
    func pastTheLastRow() async {
        let viewModel = await loadedList(Fixtures.page([1, 2, 3], hasMore: true))
        service.willReturn(Fixtures.page([4, 5]))

        viewModel.moveSelectionToLast()
        viewModel.moveSelection(by: 1)
        viewModel.moveSelection(by: 1)
        await loads.waitUntilIdleOrFail()

        #expect(service.queries.count == 2)
        #expect(viewModel.state.selection == 3)
    }

    @Test("keeps the selection on its question when a refresh moves it to another row")
    func followsItsQuestion() async {
        let viewModel = await loadedList(Fixtures.page([1, 2, 3]))
        viewModel.moveSelection(by: 2)
        service.willReturn(Fixtures.page([3, 1, 2]))

        viewModel.refresh()
        await loads.waitUntilIdleOrFail()

        #expect(viewModel.state.selection == 0)
    }

    @Test("saves the selected row's question with s, and unsaves it with s again, the row's marker following")
    func togglesTheSave() async {
        let viewModel = await loadedList(Fixtures.page([1, 2, 3]))
        viewModel.moveSelection(by: 1)

        viewModel.toggleSaveOfSelection()
        let marked = viewModel.state.list.rows[1].stats.hasSuffix(SaveText.marker)
        viewModel.toggleSaveOfSelection()

        #expect(marked)
        #expect(!saves.isSaved(2))
        #expect(!viewModel.state.list.rows[1].stats.hasSuffix(SaveText.marker))
    }

    @Test("opens the selected row's question with Enter, as open N would")
    func opensTheSelection() async {
        let viewModel = await loadedList(Fixtures.page([1, 2, 3]))
        viewModel.moveSelection(by: 2)

        viewModel.openSelection()

        #expect(navigation.intents == [.openQuestion(id: 3, site: "stackoverflow")])
    }

    @Test("keeps the saved screen's selection on its row number after an unsave, clamped to the saves left")
    func savedScreenClamps() {
        for id in [1, 2, 3] { _ = saves.save(Fixtures.question(id: id)) }
        let viewModel = MVVMSavedViewModel(
            saves: saves, pageSize: 5, formatter: formatters.saved, loads: loads, navigation: navigation)
        viewModel.loadFirstPage()
        viewModel.moveSelectionToLast()

        viewModel.toggleSaveOfSelection()

        #expect(viewModel.state.selection == 1)
        #expect(viewModel.state.list.rows.count == 2)
    }
}
