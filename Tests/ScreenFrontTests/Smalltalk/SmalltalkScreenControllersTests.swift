import Entities
import Interactors
import Presenters
import ScreenFront
import TerminalUI
import TestSupport
import Testing

/// Smalltalk MVC's controllers on the screen front: the line front's controllers, models and views over
/// frame displays. Only what the screen adds to them is tested here: the line the user must see goes to
/// the view of the screen on top, whichever controller words it.
@MainActor
@Suite("Smalltalk's controllers on the screen front", .timeLimit(.minutes(1)))
struct SmalltalkScreenControllersTests {
    let service = StubQuestionService()
    let loads = LoadTracker()
    let stack = ScreenStack()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)

    /// The list of questions 1 and 2 at the bottom of the stack, and question 1 opened on top of it.
    private func questionOverTheList() async -> SmalltalkQuestionListController<SmalltalkFrameDisplays> {
        let screens = SmalltalkScreens(
            service: service, saves: .inMemory(),
            formatters: ScreenFormatters(now: { Fixtures.now }, words: .screen),
            loads: loads, pageSize: 2,
            displays: SmalltalkFrameDisplays(
                environment: ScreenEnvironment(palette: ScreenPalette(isColored: false), loads: loads)))
        let list = screens.makeList(query: query, navigation: stack)
        stack.setRoot(list)
        service.willReturn(Fixtures.page([1, 2]))
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        service.willReturn(Fixtures.question(id: 1), answers: [])
        list.openQuestion(atRow: 1)
        stack.takeAppearingScreen()?.viewDidLoad()
        await loads.waitUntilIdleOrFail()
        stack.endEvent()
        return list
    }

    /// The bottom line of `screen` drawn in a frame of 80 × 24, as Unicode scalars without trailing blanks.
    private func statusLine(of screen: some FrameScreen) -> [Unicode.Scalar] {
        var frame = Frame(width: 80, height: 24)
        screen.draw(in: &frame)
        return Array(frame.text(ofRow: 23).unicodeScalars.reversed().drop { $0 == " " }.reversed())
    }

    /// Guards `SmalltalkQuestionController.onTop(of:)` in the list controller's `refuseOpening(_:)`: the list
    /// takes `open N` for the question on top, and its own view is covered.
    @Test(
        "words open N for a row the list lacks, typed on the question on top, on the question's status line")
    func refusalOnTheQuestion() async throws {
        let list = await questionOverTheList()

        _ = stack.deliver(.command(.open(number: 9)))
        stack.endEvent()

        let question = try #require(stack.top as? SmalltalkQuestionController<SmalltalkFrameDisplays>)
        #expect(statusLine(of: question) == Array(ListText.noSuchRow(9).unicodeScalars))
        #expect(statusLine(of: list) != Array(ListText.noSuchRow(9).unicodeScalars))
    }

    /// SPEC §8: where a message says what to type, the screen front's says which key to press; the list's
    /// controller words `user` in its formatter's words.
    @Test("answers user typed on the list, once the question is closed, with the key to press")
    func userOnTheListSaysTheKey() async throws {
        let list = await questionOverTheList()
        _ = stack.deliver(.command(.back))
        stack.endEvent()

        _ = stack.deliver(.command(.user))
        stack.endEvent()

        #expect(stack.top === list)
        #expect(statusLine(of: list) == Array(FrontWords.screen.notOnAQuestion.unicodeScalars))
    }
}
