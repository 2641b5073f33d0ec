import Entities
import Interactors
import Presenters
import TerminalTestSupport
import TerminalUI
import Testing
import TextFront

@testable import QuestionsApp

/// A list screen that records every event the session hands it, as typed, and takes them all, deciding
/// nothing: what a command means is each shape's, tested with each shape and in every shape
/// (`CommandRulesTests.swift`).
@MainActor
final class RecordingListScreen: ListScreen, Responder {
    private(set) var events: [ScreenEvent] = []
    private(set) var appearances = 0
    /// What `open N` pushes, when a test gives one; the screen takes `open N` as any other event. It holds
    /// the stack weakly, as a real screen's navigation does: the stack holds this screen.
    var pushesOnOpen: (() -> Void)?

    func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        events.append(event)
        if case .command(.open) = event { pushesOnOpen?() }
        return true
    }

    func viewDidLoad() { appearances += 1 }
    func cancelLoad() {}
    func openSaved() {}
    func redisplayList() {}
    func openQuestion(atRow number: Int) {}
    func loadMore() {}
    func saveQuestion(atRow number: Int) {}
    func unsaveQuestion(atRow number: Int) {}
}

/// A question screen that takes `back` on top by popping itself, as every shape's does through its own
/// navigation, and hands every other event on.
@MainActor
final class PoppingQuestionScreen: QuestionScreen, Responder {
    /// Weak, as a real screen's navigation is: the stack holds this screen.
    private weak var stack: ScreenStack?
    private(set) var appearances = 0

    init(stack: ScreenStack) { self.stack = stack }

    func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
        guard isFirstResponder, event == .command(.back) else { return false }
        stack?.pop()
        return true
    }

    func viewDidLoad() { appearances += 1 }
    func cancelLoad() {}
    func redisplay() {}
    func goBack() {}
    func openSaved() {}
}

/// The session is the framework: it reads and parses each line, hands each screen command and Ctrl-C to
/// the screens along the responder chain, tells each screen when it appears, shows the prompt, and
/// answers `help` and bad input itself. It decides nothing a command means and prints nothing of the app's.
@MainActor
@Suite("Session")
struct SessionTests {
    let console = RecordingConsole()
    let stack = ScreenStack()
    let list = RecordingListScreen()

    init() {
        stack.setRoot(list)
    }

    private func run(_ lines: [String], prompt: Bool = false, checkSaves: @escaping () -> Void = {}) async {
        await run(events: lines.map(InputEvent.line), prompt: prompt, checkSaves: checkSaves)
    }

    private func run(events: [InputEvent], prompt: Bool = false, checkSaves: @escaping () -> Void = {}) async
    {
        let session = Session(
            input: ScriptedInput(events: events), output: PromptedConsole(console), screens: stack,
            environment: .recording(console), inputIsTerminal: prompt, loads: LoadTracker(),
            checkSavesChangedElsewhere: checkSaves)
        await session.run()
    }

    @Test("hands each screen command to the screens as it was parsed, and prints nothing of its own")
    func handsCommandsOn() async {
        await run([
            "list", "3", "more", "refresh", "tag git", "sort votes", "search a  b", "save", "unsave 2",
            "saved",
            "back", "user",
        ])

        let typed: [ScreenCommand] = [
            .list, .open(number: 3), .more, .refresh, .tag("git"), .sort(.votes), .search("a b"),
            .save(number: nil), .unsave(number: 2), .saved, .back, .user,
        ]
        #expect(list.events == typed.map(ScreenEvent.command))
        #expect(console.lines.isEmpty)
    }

    @Test("hands Ctrl-C to the screens as an event, and goes on")
    func handsControlCOn() async {
        await run(events: [.interrupt, .line("more")])

        #expect(list.events == [.interrupt, .command(.more)])
        #expect(console.lines.isEmpty)
    }

    /// Guards `checkSavesChangedElsewhere()` before `deliver(_:)`: a change another session made is asked
    /// about before every screen command, since any of them may draw, and never for help.
    @Test("asks whether another session changed the saves before each screen command, not before help")
    func checksForChangesBeforeScreenCommands() async {
        var checks = 0

        await run(["list", "help", "save 1", "", "nonsense", "more"]) { checks += 1 }

        #expect(checks == 3)
    }

    @Test("tells the list it appeared before it reads the first command, and only once")
    func listAppearsFirst() async {
        await run(["list", "more"])

        #expect(list.appearances == 1)
        #expect(list.events == [.command(.list), .command(.more)])
    }

    @Test("tells a screen a command pushed that it appeared, before it reads the next command")
    func pushedQuestionAppears() async {
        let question = PoppingQuestionScreen(stack: stack)
        list.pushesOnOpen = { [weak stack] in stack?.push(question) }

        await run(["open 1", "back"])

        #expect(question.appearances == 1)
        #expect(stack.screens.count == 1)
        #expect(list.events == [.command(.open(number: 1))])
    }

    @Test("answers bad input with one line and goes on")
    func badInput() async {
        await run(["jump", "more"])

        #expect(console.lines == ["Unknown command 'jump'. Type 'help' for the commands."])
        #expect(list.events == [.command(.more)])
    }

    @Test("stops at quit without reading further")
    func quits() async {
        await run(["quit", "more"])

        #expect(list.events.isEmpty)
    }

    @Test("prints the commands on help")
    func help() async {
        await run(["?"])

        #expect(console.lines.first == HelpText.commandsHeading)
        #expect(console.lines.contains("  list [l]          the list again, from any screen"))
        #expect(console.lines.contains("                    alone clears it"))
    }

    @Test("reads the terminal's width again after each command is typed, before it draws anything")
    func measuresBeforeEachCommand() async {
        let terminal = StubTerminalSize(width: 100)
        let environment = ViewEnvironment.recording(console, terminal: terminal)
        let session = Session(
            input: ScriptedInput(["list", "help", "more"]), output: PromptedConsole(console), screens: stack,
            environment: environment, inputIsTerminal: false, loads: LoadTracker())
        terminal.width = 50

        await session.run()

        #expect(terminal.reads == 4)
        #expect(environment.width == 50)
        #expect(console.lines.allSatisfy { DisplayWidth.of($0) <= 50 })
    }

    @Test("shows a prompt naming the screen only when asked to")
    func prompts() async {
        await run(["list"], prompt: true)
        await run(["list"], prompt: false)

        #expect(console.prompts == ["list> ", "list> "])
    }

    @Test("names the screen on top in the prompt")
    func promptNamesTheScreen() async {
        let question = PoppingQuestionScreen(stack: stack)
        list.pushesOnOpen = { [weak stack] in stack?.push(question) }

        await run(["open 1", "back"], prompt: true)

        #expect(console.prompts == ["list> ", "question> ", "list> "])
    }

    @Test("ends the prompt's line when the input ends at a prompt, so the shell's prompt starts a new one")
    func endOfInputAtAPrompt() async {
        await run([], prompt: true)

        #expect(console.prompts == ["list> "])
        #expect(console.lines == [""])
    }

    @Test("adds no line at the end of piped input, where no prompt was shown")
    func endOfPipedInput() async {
        await run(["list"], prompt: false)

        #expect(console.lines.isEmpty)
    }
}
