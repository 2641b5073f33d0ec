import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// MVVM's view models and the saves: each view model observes the saves and derives every row's marker
/// into its state; a bound view draws only when a version says so, so a marker changed beneath the
/// screen on top waits in the state for the next draw. States are recorded as a bound view gets them.
@MainActor
@Suite("MVVM saves", .timeLimit(.minutes(1)))
struct MVVMSavesTests {
    let service = StubQuestionService()
    let store = InMemorySavedQuestions()
    let loads = LoadTracker()
    let navigation = MVVMRecordingNavigation()
    let listStates = StateRecorder<MVVMQuestionListViewModel.State>()
    let questionStates = StateRecorder<MVVMQuestionViewModel.State>()
    let savedStates = StateRecorder<MVVMSavedViewModel.State>()
    let formatters = ScreenFormatters(now: { Fixtures.now })
    let saves: SavedQuestionsModel

    init() {
        saves = .inMemory(store)
    }

    /// The list's view model, bound, page 1 (questions 1 and 2) loaded.
    private func loadedList() async -> MVVMQuestionListViewModel {
        service.willReturn(Fixtures.page([1, 2]))
        let viewModel = MVVMQuestionListViewModel(
            service: service, saves: saves, query: QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2),
            loads: loads, formatter: formatters.list, navigation: navigation)
        viewModel.bind(listStates.record)
        viewModel.loadFirstPage()
        await loads.waitUntilIdleOrFail()
        return viewModel
    }

    /// Question 1's view model, bound, the question loaded.
    private func loadedQuestion() async -> MVVMQuestionViewModel {
        service.willReturn(Fixtures.question(id: 1), answers: [])
        let viewModel = MVVMQuestionViewModel(
            service: service, saves: saves, questionID: 1, site: "stackoverflow", loads: loads,
            formatter: formatters.question, navigation: navigation)
        viewModel.bind(questionStates.record)
        viewModel.loadQuestion()
        await loads.waitUntilIdleOrFail()
        return viewModel
    }

    @Test("save N sets the notice to 'Saved.' and the row's marker, without a new version of the list")
    func saveSetsNoticeAndMarker() async {
        let viewModel = await loadedList()
        let version = viewModel.state.listVersion

        viewModel.saveQuestion(atRow: 2)

        #expect(viewModel.state.notice?.text == "Saved.")
        #expect(viewModel.state.list.rows.map(\.stats.endsWithSavedMarker) == [false, true])
        #expect(viewModel.state.listVersion == version)
    }

    /// Guards `savedQuestionsDidChange(_:)` in `MVVMQuestionListViewModel`: the list beneath derives the
    /// marker from the saves it observes, and publishes no new version, so its view does not draw.
    @Test("a question saved on top marks the list's row in its state, with no new version and no request")
    func listBeneathDerivesTheMarker() async {
        let list = await loadedList()
        let question = await loadedQuestion()
        let version = list.state.listVersion
        let callsBefore = service.calls.count

        question.saveQuestion()

        #expect(list.state.list.rows.map(\.stats.endsWithSavedMarker) == [true, false])
        #expect(list.state.listVersion == version)
        #expect(service.calls.count == callsBefore)
    }

    /// Guards `screenVersion` in `MVVMQuestionViewModel.State`: the view draws on a new version, and a
    /// save changes only the screen's marker.
    @Test("save on a question marks its header in the state and keeps the screen's version")
    func questionHeaderMarked() async {
        let question = await loadedQuestion()
        let version = question.state.screenVersion

        question.saveQuestion()

        #expect(question.state.screen?.stats.endsWithSavedMarker == true)
        #expect(question.state.screenVersion == version)
        #expect(question.state.notice?.text == "Saved.")
    }

    @Test("save on a question not shown yet sets the error and saves nothing")
    func questionNotShown() {
        let question = MVVMQuestionViewModel(
            service: service, saves: saves, questionID: 1, site: "stackoverflow", loads: loads,
            formatter: formatters.question, navigation: navigation)

        question.saveQuestion()

        #expect(question.state.error?.text == SaveText.notShown)
        #expect(store.calls.isEmpty)
    }

    @Test("saved is an intent for the coordinator")
    func savedIsAnIntent() async {
        let list = await loadedList()

        list.openSaved()

        #expect(navigation.intents == [.openSaved(site: "stackoverflow")])
    }

    @Test("the saved screen's view model reads the saves into a new version of its state")
    func savedScreenState() async {
        let list = await loadedList()
        list.saveQuestion(atRow: 1)
        list.saveQuestion(atRow: 2)
        let viewModel = MVVMSavedViewModel(
            saves: saves, pageSize: 2, formatter: formatters.saved, loads: LoadTracker(),
            navigation: navigation)
        viewModel.bind(savedStates.record)

        viewModel.loadFirstPage()

        #expect(viewModel.state.list.rows.map(\.title) == ["Question 2", "Question 1"])
        #expect(viewModel.state.listVersion == 1)
    }

    @Test("unsave N on the saved screen sets the notice, then a new version with the saves renumbered")
    func unsaveRenumbers() async {
        let list = await loadedList()
        list.saveQuestion(atRow: 1)
        list.saveQuestion(atRow: 2)
        let viewModel = MVVMSavedViewModel(
            saves: saves, pageSize: 2, formatter: formatters.saved, loads: LoadTracker(),
            navigation: navigation)
        viewModel.bind(savedStates.record)
        viewModel.loadFirstPage()

        viewModel.unsaveQuestion(atRow: 1)

        #expect(viewModel.state.notice?.text == "Removed from saved.")
        #expect(viewModel.state.list.rows.map(\.title) == ["Question 1"])
        #expect(viewModel.state.listVersion == 2)
    }

    @Test("the saved screen's view model answers user, and save or unsave without a row, in its own state")
    func listCommandsOnTheSavedScreen() {
        let viewModel = MVVMSavedViewModel(
            saves: saves, pageSize: 2, formatter: formatters.saved, loads: LoadTracker(),
            navigation: navigation)
        viewModel.loadFirstPage()
        var errors: [String?] = []

        for input in [viewModel.openUser, viewModel.saveQuestion, viewModel.unsaveQuestion] {
            input()
            errors.append(viewModel.state.error?.text)
        }

        #expect(
            errors == [
                UserText.notOnAQuestion, SaveText.needsARow(saving: true), SaveText.needsARow(saving: false),
            ])
        #expect(navigation.intents.isEmpty)
    }

    /// Guards the saves' weak list of observers: observing keeps no view model alive.
    @Test("a view model whose view closed is released, though it observes the saves")
    func viewModelsAreReleased() async {
        weak var released: MVVMQuestionViewModel?
        do {
            let viewModel = await loadedQuestion()
            released = viewModel
        }
        saves.checkForChangesElsewhere()

        #expect(released == nil)
    }
}
