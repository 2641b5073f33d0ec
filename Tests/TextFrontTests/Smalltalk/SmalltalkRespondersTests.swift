import Entities
import Interactors
import Presenters
import TerminalTestSupport
import TerminalUI
import TestSupport
import Testing
import TextFront

/// Smalltalk MVC's controllers as responders: the framework offers input to the controller on top first,
/// as `ScheduledControllers` gives control, and the one that takes it tells its model, opens or closes
/// screens, and gives its view the feedback a command gets at once, never through the model's dependents.
/// The terminal is a recording console; nothing sleeps.
@MainActor
@Suite("Smalltalk MVC controllers as responders", .timeLimit(.minutes(1)))
struct SmalltalkRespondersTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let stack = ScreenStack()
    let console = RecordingConsole()
    let control = SmalltalkControl()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    /// The list's controller at the bottom of the stack, its first page (questions 1 and 2) displayed.
    private func shownList() async {
        let screens = SmalltalkScreens(
            service: service, saves: .inMemory(), formatters: ScreenFormatters(now: { Fixtures.now }),
            loads: loads, pageSize: 2, displays: SmalltalkTerminalDisplays(environment: .recording(console)),
            control: control)
        stack.setRoot(screens.makeList(query: query, navigation: stack))
        service.willReturn(Fixtures.page([1, 2]))
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        control.displayActiveView()
    }

    /// The shown list with question 1 opened over it and displayed.
    private func questionOnTop() async {
        await shownList()
        service.willReturn(Fixtures.question(id: 1), answers: [])
        stack.deliver(.command(.open(number: 1)))
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        control.displayActiveView()
    }

    @Test("back at the list gets the list's feedback at once, before any display cycle")
    func backAtTheList() async {
        await shownList()

        #expect(stack.deliver(.command(.back)))

        #expect(console.lines.last == ListText.alreadyAtTheList)
    }

    @Test("Ctrl-C with nothing loading says how to leave")
    func interruptWhenIdle() async {
        await shownList()

        stack.deliver(.interrupt)

        #expect(console.lines.last == ListText.howToLeave)
    }

    @Test("a question takes back: it closes, and the list is displayed again")
    func backFromAQuestion() async {
        await questionOnTop()

        stack.deliver(.command(.back))
        control.displayActiveView()

        #expect(stack.screens.count == 1)
        #expect(stack.top is SmalltalkQuestionListController<SmalltalkTerminalDisplays>)
    }

    @Test("a question hands open N to the list beneath, and the new question takes its place")
    func openOnAQuestion() async {
        await questionOnTop()
        let first = stack.top

        stack.deliver(.command(.open(number: 2)))

        #expect(stack.screens.count == 2)
        #expect(stack.top !== first)
    }

    @Test("save with a row on a question gets the question's feedback that it has no rows")
    func saveWithARowOnAQuestion() async {
        await questionOnTop()

        stack.deliver(.command(.save(number: 1)))

        #expect(console.lines.last == SaveText.onAQuestion(saving: true))
    }

    @Test("user on the list gets the list's feedback that it is a question's command")
    func userOnTheList() async {
        await shownList()

        stack.deliver(.command(.user))

        #expect(console.lines.last == UserText.notOnAQuestion)
    }

    /// Guards the `(.user, true)`, `(.save(nil), true)` and `(.unsave(nil), true)` cases of
    /// `respondAsSmalltalkListing`: answered by the list beneath, the words went to a screen the screen
    /// front does not draw.
    @Test(
        "the saved screen on top takes user, and save or unsave without a row, and answers in the list's words"
    )
    func listCommandsOnTheSavedScreen() async throws {
        await shownList()
        stack.deliver(.command(.saved))
        stack.takeAppearingScreen()?.viewDidLoad()
        let saved = try #require(stack.top as? any Responder)
        var answers: [String?] = []

        for command in [ScreenCommand.user, .save(number: nil), .unsave(number: nil)] {
            #expect(saved.respond(to: .command(command), isFirstResponder: true))
            control.displayActiveView()
            answers.append(console.lines.last)
        }

        #expect(
            answers == [
                UserText.notOnAQuestion, SaveText.needsARow(saving: true), SaveText.needsARow(saving: false),
            ])
    }
}
