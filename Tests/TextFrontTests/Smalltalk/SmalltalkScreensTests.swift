import Entities
import Interactors
import Presenters
import TerminalTestSupport
import TerminalUI
import TestSupport
import Testing
import TextFront

/// Smalltalk MVC's screens on a real stack: controllers take input and tell their models; each model
/// tells its dependent view, which marks itself damaged; only the view of the controller with control
/// displays, once per display cycle. The terminal is a recording console; nothing sleeps.
@MainActor
@Suite("Smalltalk MVC screens", .timeLimit(.minutes(1)))
struct SmalltalkScreensTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let stack = ScreenStack()
    let console = RecordingConsole()
    let control = SmalltalkControl()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    /// The list's controller at the bottom of the stack, its first page (questions 1 and 2) loaded and
    /// displayed.
    private func shownList() async -> SmalltalkQuestionListController<SmalltalkTerminalDisplays> {
        let screens = SmalltalkScreens(
            service: service, saves: .inMemory(), formatters: ScreenFormatters(now: { Fixtures.now }),
            loads: loads, pageSize: 2, displays: SmalltalkTerminalDisplays(environment: .recording(console)),
            control: control)
        let list = screens.makeList(query: query, navigation: stack)
        stack.setRoot(list)
        service.willReturn(Fixtures.page([1, 2]))
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        control.displayActiveView()
        return list
    }

    /// Guards the damage in each view: a model's change is drawn only when the display cycle asks.
    @Test("draws nothing when the model changes, and the change once when the display cycle runs")
    func damageWaitsForTheDisplayCycle() async {
        let list = await shownList()
        let before = console.lines.count

        list.loadMore()
        let drawnAtOnce = console.lines.count
        control.displayActiveView()
        let drawnByTheCycle = console.lines.count
        control.displayActiveView()

        #expect(drawnAtOnce == before)
        #expect(console.lines.suffix(1) == [ListText.noMoreQuestions])
        #expect(console.lines.count == drawnByTheCycle, "the damage was displayed twice")
    }

    /// Guards the observer `SmalltalkScreens.makeList` registers: the framework's end of an event is
    /// what runs Smalltalk's display cycle; no session calls it by name.
    @Test("displays the damage when the framework ends the event, having asked the stack for it")
    func displayCycleRunsAtTheEndOfEachEvent() async {
        let list = await shownList()
        let before = console.lines.count

        list.loadMore()
        let drawnAtOnce = console.lines.count
        stack.endEvent()

        #expect(drawnAtOnce == before)
        #expect(console.lines.suffix(1) == [ListText.noMoreQuestions])
    }

    /// Guards the feedback's way in `SmalltalkQuestionListController.openQuestion(atRow:)`: from the
    /// controller to its view, never as a change of the model.
    @Test("words a row that is not there through its view, its model's dependents hearing nothing of it")
    func feedbackGoesFromControllerToView() async {
        var changes: [SmalltalkQuestionListModel.Change] = []
        let screens = SmalltalkScreens(
            service: service, saves: .inMemory(), formatters: ScreenFormatters(now: { Fixtures.now }),
            loads: loads, pageSize: 2, displays: SmalltalkTerminalDisplays(environment: .recording(console)),
            control: control,
            onModel: SmalltalkModelWatchers(list: { model in model.dependents.watch { changes.append($0) } }))
        let list = screens.makeList(query: query, navigation: stack)
        stack.setRoot(list)
        service.willReturn(Fixtures.page([1, 2]))
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        control.displayActiveView()
        let heard = changes

        list.openQuestion(atRow: 9)
        control.displayActiveView()

        #expect(console.lines.last == ListText.noSuchRow(9))
        #expect(changes == heard, "the model told its dependents of a command's feedback")
        #expect(stack.screens.count == 1)
    }

    @Test("a question saved on top is marked on the list that back uncovers, with no request sent")
    func listBeneathShowsTheSave() async {
        let list = await shownList()
        service.willReturn(Fixtures.question(id: 1), answers: [])
        list.openQuestion(atRow: 1)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        let question = stack.topQuestion as? SmalltalkQuestionController<SmalltalkTerminalDisplays>
        let requests = service.calls.count

        question?.saveQuestion()
        control.displayActiveView()
        question?.goBack()
        list.redisplayList()

        #expect(console.lines.contains("Saved."))
        let marked = console.lines.filter(\.endsWithSavedMarker)
        #expect(marked.count == 2, "the question's header, then its row on the list")
        #expect(service.calls.count == requests)
    }

    /// Guards the weak dependents of each model, and `[weak self]` in the model's load.
    @Test("a question closed with its load in flight is released, controller, model and view")
    func closedScreenIsReleased() async {
        let held = HeldQuestionService()
        let screens = SmalltalkScreens(
            service: held, saves: .inMemory(), formatters: ScreenFormatters(now: { Fixtures.now }),
            loads: loads,
            pageSize: 2, displays: SmalltalkTerminalDisplays(environment: .recording(console)),
            control: control)
        let list = screens.makeList(query: query, navigation: stack)
        stack.setRoot(list)
        list.showQuestion(id: 5)
        weak let question = stack.topQuestion
        stack.takeAppearingScreen()?.viewDidLoad()
        await held.waitForCalls(2)

        stack.topQuestion?.goBack()

        #expect(question == nil)
        held.answerEveryHeldCall(with: .failure(.cancelled))
        await loads.waitUntilIdleOrFail()
    }
}
