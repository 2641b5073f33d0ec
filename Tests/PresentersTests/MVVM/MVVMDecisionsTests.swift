import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// MVVM's view models decide what each command means: whether it stops the loads in flight, whether the
/// screens above the list leave first, and the line for a command their screen does not take. The flow
/// they ask for goes to the coordinator, whose double records each intent and reports the stack the test
/// sets. The service holds every request until the test answers it.
@MainActor
@Suite("MVVM view models decide what a command means", .timeLimit(.minutes(1)))
struct MVVMDecisionsTests {
    let loads = LoadTracker()
    let service = HeldQuestionService()
    let navigation = MVVMRecordingNavigation()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    private func listViewModel() -> MVVMQuestionListViewModel {
        MVVMQuestionListViewModel(
            service: service, saves: .inMemory(), query: query, loads: loads,
            formatter: QuestionListFormatter(now: { Fixtures.now }), navigation: navigation)
    }

    private func questionViewModel(words: FrontWords = .lines) -> MVVMQuestionViewModel {
        MVVMQuestionViewModel(
            service: service, saves: .inMemory(), questionID: 2, site: "stackoverflow", loads: loads,
            formatter: QuestionScreenFormatter(now: { Fixtures.now }, words: words), navigation: navigation)
    }

    /// Answers every request still held, with a failure, and waits for the loads to end: no task outlives
    /// the test, for LeakSanitizer to find suspended.
    private func end() async {
        service.answerEveryHeldCall(with: .failure(.http(status: 503)))
        await loads.waitUntilIdleOrFail()
    }

    @Test("back on the list sets the notice that it is already there, and asks nothing of the coordinator")
    func backOnTheList() {
        let viewModel = listViewModel()

        viewModel.back()

        #expect(viewModel.state.notice?.text == ListText.alreadyAtTheList)
        #expect(navigation.intents.isEmpty)
    }

    @Test("Ctrl-C with nothing loading sets the notice of how to leave, and stops nothing")
    func interruptWhenIdle() {
        let viewModel = listViewModel()

        viewModel.interrupt()

        #expect(viewModel.state.notice?.text == ListText.howToLeave)
        #expect(navigation.intents.isEmpty)
    }

    @Test("Ctrl-C while a page loads asks the coordinator to stop every load, and says so")
    func interruptWhileLoading() async {
        let viewModel = listViewModel()
        viewModel.loadFirstPage()
        await service.waitForCalls(1)

        viewModel.interrupt()

        #expect(navigation.intents == [.cancelEveryLoad])
        #expect(viewModel.state.notice?.text == ListText.loadCancelled)

        await end()
    }

    @Test("a list command typed above the list asks the coordinator to return to it first, then loads")
    func refreshFromAbove() async {
        let viewModel = listViewModel()
        navigation.hasScreenAboveList = true

        viewModel.refresh()
        await service.waitForCalls(1)

        #expect(navigation.intents == [.returnToList, .showTopIfItNeverAppeared])
        #expect(service.heldCalls == [.questions(query, .reload)])

        await end()
    }

    @Test("a list command typed on the list itself asks nothing of the coordinator")
    func refreshOnTheList() async {
        listViewModel().refresh()
        await service.waitForCalls(1)

        #expect(navigation.intents.isEmpty)

        await end()
    }

    @Test("more typed on the question above the list leaves the question first, and stops no load")
    func moreFromAQuestion() {
        let viewModel = listViewModel()
        navigation.isQuestionOnTop = true
        navigation.hasScreenAboveList = true

        viewModel.loadMore()

        #expect(navigation.intents == [.leaveScreenOnTop, .showTopIfItNeverAppeared])
    }

    @Test("open N beneath a question opened from its URL says on the question that the list isn't shown yet")
    func openBeforeTheListAppeared() {
        let viewModel = listViewModel()
        navigation.listHasAppeared = false
        navigation.isQuestionOnTop = true

        viewModel.openQuestion(atRow: 2)

        #expect(navigation.intents == [.showErrorOnQuestion(ListText.notShownYet(2))])
        #expect(viewModel.state.error == nil)
    }

    /// Guards `refuseOpening(_:)` in `openQuestion(atRow:)`: the list's own state is drawn by a view the
    /// question covers on the screen front.
    @Test("open N for a row the list lacks, typed on the question on top, asks for the line on the question")
    func openAMissingRowFromAQuestion() {
        let viewModel = listViewModel()
        navigation.isQuestionOnTop = true
        navigation.hasScreenAboveList = true

        viewModel.openQuestion(atRow: 9)

        #expect(navigation.intents.last == .showErrorOnQuestion(ListText.noSuchRow(9)))
        #expect(viewModel.state.error == nil)
    }

    @Test("list asks the coordinator to return to the list and show it again")
    func showList() {
        listViewModel().showList()

        #expect(navigation.intents == [.returnToList, .showUncoveredScreen])
    }

    /// SPEC §8: where a message says what to type, the screen front's says which key to press; the view
    /// model says it in its formatter's words.
    @Test("a question that fails to load, in the screen front's words, sets the error that says to press b")
    func failedQuestionOnTheScreen() async {
        let viewModel = questionViewModel(words: .screen)

        viewModel.loadQuestion()
        // The question and its answers are asked for together: both are held before either is answered.
        await service.waitForCalls(2)
        await end()

        #expect(
            viewModel.state.error?.text
                == "Couldn't load the question: the server answered HTTP 503. Press b to leave it.")
    }

    @Test("user, save and unsave without a row on the list each set the error that says what to type")
    func refusalsOnTheList() {
        let viewModel = listViewModel()

        viewModel.openUser()
        #expect(viewModel.state.error?.text == UserText.notOnAQuestion)
        viewModel.saveQuestion()
        #expect(viewModel.state.error?.text == SaveText.needsARow(saving: true))
        viewModel.unsaveQuestion()
        #expect(viewModel.state.error?.text == SaveText.needsARow(saving: false))
    }

    @Test("back on a question still loading stops every load, closes the question, and uncovers the screen")
    func backOnALoadingQuestion() async {
        let viewModel = questionViewModel()
        viewModel.loadQuestion()
        await service.waitForCalls(1)

        viewModel.back()

        #expect(navigation.intents == [.cancelEveryLoad, .closeQuestion, .showUncoveredScreen])

        await end()
    }

    @Test("save with a row on a question sets the error that a question has no rows")
    func saveWithARowOnAQuestion() {
        let viewModel = questionViewModel()

        viewModel.saveQuestion(atRow: 2)

        #expect(viewModel.state.error?.text == SaveText.onAQuestion(saving: true))
        #expect(navigation.intents.isEmpty)
    }
}
