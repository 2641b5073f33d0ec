import Entities
import Interactors
import TerminalTestSupport
import Testing
import TextFront

@testable import QuestionsApp

/// A list screen that records the commands it gets.
@MainActor
final class RecordingListScreen: ListScreen {
    private(set) var calls: [String] = []
    private(set) var appearances = 0

    func viewDidLoad() { appearances += 1 }
    func redisplayList() { calls.append("list") }
    func openQuestion(atRow number: Int) { calls.append("open \(number)") }
    func loadMore() { calls.append("more") }
    func refresh() { calls.append("refresh") }
    func filter(byTag tag: String?) { calls.append("tag \(tag ?? "-")") }
    func sort(by sort: QuestionSort) { calls.append("sort \(sort.rawValue)") }
    func search(for words: String?) { calls.append("search \(words ?? "-")") }
    func cancelLoad() { calls.append("cancel") }
}

/// A question screen that pops itself on back, as every pattern's does through its own navigation.
@MainActor
final class PoppingQuestionScreen: QuestionScreen {
    /// Weak, as a real screen's navigation is: the stack holds this screen.
    private weak var stack: ScreenStack?
    private(set) var backCount = 0
    private(set) var cancelCount = 0
    private(set) var appearances = 0

    init(stack: ScreenStack) { self.stack = stack }

    func viewDidLoad() { appearances += 1 }
    func cancelLoad() { cancelCount += 1 }

    func goBack() {
        backCount += 1
        stack?.pop()
    }
}

@MainActor
@Suite("Session")
struct SessionTests {
    let console = RecordingConsole()
    let stack = ScreenStack()
    let list = RecordingListScreen()

    init() {
        stack.setRoot(list)
    }

    private func run(_ lines: [String], prompt: Bool = false) async {
        let session = Session(
            input: ScriptedInput(lines), output: PromptedConsole(console), screens: stack,
            environment: .recording(console), inputIsTerminal: prompt, loads: LoadTracker())
        await session.run()
    }

    @Test("sends each list command to the list screen")
    func sendsCommands() async {
        await run([
            "list", "3", "more", "refresh", "tag git", "tag", "sort votes", "search a  b", "/c", "search",
        ])

        #expect(
            list.calls == [
                "list", "open 3", "more", "refresh", "tag git", "tag -", "sort votes", "search a b",
                "search c",
                "search -",
            ])
        #expect(console.lines.isEmpty)
    }

    @Test("tells the list it appeared before it reads the first command, and only once")
    func listAppearsFirst() async {
        await run(["list", "more"])

        #expect(list.appearances == 1)
        #expect(list.calls == ["list", "more"])
    }

    @Test("tells a question pushed by a command that it appeared, before it reads the next command")
    func pushedQuestionAppears() async {
        let question = PoppingQuestionScreen(stack: stack)
        await run([])
        stack.push(question)

        await run(["back"])

        #expect(question.appearances == 1)
        #expect(question.backCount == 1)
    }

    @Test("closes an open question on back and shows the list again")
    func backShowsTheList() async {
        let question = PoppingQuestionScreen(stack: stack)
        stack.push(question)

        await run(["back"])

        #expect(question.backCount == 1)
        #expect(stack.topQuestion == nil)
        #expect(list.calls == ["list"])
    }

    @Test("closes an open question before running a list command typed on it")
    func listCommandsCloseTheQuestion() async {
        let question = PoppingQuestionScreen(stack: stack)
        stack.push(question)

        await run(["more"])

        #expect(question.backCount == 1)
        #expect(list.calls == ["more"])
    }

    @Test("leaves the question open for 'open N', so that a row not on the list changes nothing")
    func openKeepsTheQuestion() async {
        let question = PoppingQuestionScreen(stack: stack)
        stack.push(question)

        await run(["open 9"])

        #expect(question.backCount == 0)
        #expect(list.calls == ["open 9"])
    }

    @Test("returns to the list for 'list' typed on a question")
    func listClosesTheQuestion() async {
        let question = PoppingQuestionScreen(stack: stack)
        stack.push(question)

        await run(["list"])

        #expect(question.backCount == 1)
        #expect(list.calls == ["list"])
    }

    @Test("says so when back is typed at the list")
    func backAtTheList() async {
        await run(["back"])

        #expect(console.lines == ["Already at the list."])
        #expect(list.calls.isEmpty)
    }

    @Test("answers bad input with one line and goes on")
    func badInput() async {
        await run(["jump", "more"])

        #expect(console.lines == ["Unknown command 'jump'. Type 'help' for the commands."])
        #expect(list.calls == ["more"])
    }

    @Test("stops at quit without reading further")
    func quits() async {
        await run(["quit", "more"])

        #expect(list.calls.isEmpty)
    }

    @Test("prints the commands on help")
    func help() async {
        await run(["?"])

        #expect(console.lines.first == HelpText.commandsHeading)
        #expect(console.lines.contains("  list [l]          show the loaded questions again"))
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
