import Entities
import Interactors
import Presenters
import TerminalTestSupport
import TerminalUI
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
    func saveQuestion(atRow number: Int) { calls.append("save \(number)") }
    func unsaveQuestion(atRow number: Int) { calls.append("unsave \(number)") }
    func openSaved() { calls.append("saved") }
}

/// A question screen that pops itself on back, as every pattern's does through its own navigation.
@MainActor
final class PoppingQuestionScreen: QuestionScreen {
    /// Weak, as a real screen's navigation is: the stack holds this screen.
    private weak var stack: ScreenStack?
    private(set) var backCount = 0
    private(set) var cancelCount = 0
    private(set) var appearances = 0
    private(set) var redisplays = 0
    private(set) var userRequests = 0
    private(set) var saveCommands: [String] = []
    /// What `user` pushes, when a test gives one; otherwise `user` only counts.
    var userPage: PoppingUserScreen?

    init(stack: ScreenStack) { self.stack = stack }

    func viewDidLoad() { appearances += 1 }
    func cancelLoad() { cancelCount += 1 }
    func redisplay() { redisplays += 1 }

    func openUser() {
        userRequests += 1
        if let userPage { stack?.push(userPage) }
    }

    func goBack() {
        backCount += 1
        stack?.pop()
    }

    func saveQuestion() { saveCommands.append("save") }
    func unsaveQuestion() { saveCommands.append("unsave") }
    func openSaved() { saveCommands.append("saved") }
}

/// A user's page that records its commands and pops itself on back; `open N` pushes the question a test
/// gave it.
@MainActor
final class PoppingUserScreen: UserScreen {
    private weak var stack: ScreenStack?
    private(set) var calls: [String] = []
    private(set) var appearances = 0
    /// What `open N` pushes, when a test gives one.
    var question: PoppingQuestionScreen?

    init(stack: ScreenStack) { self.stack = stack }

    func viewDidLoad() { appearances += 1 }
    func cancelLoad() { calls.append("cancel") }
    func redisplay() { calls.append("redisplay") }
    func loadMore() { calls.append("more") }

    func openQuestion(atRow number: Int) {
        calls.append("open \(number)")
        if let question { stack?.push(question) }
    }

    func goBack() {
        calls.append("back")
        stack?.pop()
    }

    func saveQuestion(atRow number: Int) { calls.append("save \(number)") }
    func unsaveQuestion(atRow number: Int) { calls.append("unsave \(number)") }
    func openSaved() { calls.append("saved") }
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

    private func run(_ lines: [String], prompt: Bool = false, checkSaves: @escaping () -> Void = {}) async {
        let session = Session(
            input: ScriptedInput(lines), output: PromptedConsole(console), screens: stack,
            environment: .recording(console), inputIsTerminal: prompt, loads: LoadTracker(),
            checkSavesChangedElsewhere: checkSaves)
        await session.run()
    }

    // MARK: Saves

    @Test("sends save N, unsave N and saved to the list")
    func saveCommandsOnTheList() async {
        await run(["save 2", "unsave 1", "saved"])

        #expect(list.calls == ["save 2", "unsave 1", "saved"])
        #expect(console.lines.isEmpty)
    }

    @Test("says to type save N when save is typed alone where rows are listed, and sends nothing")
    func saveAloneOnTheList() async {
        await run(["save", "unsave"])

        #expect(list.calls.isEmpty)
        #expect(console.lines == [SaveText.needsARow(saving: true), SaveText.needsARow(saving: false)])
    }

    @Test("sends save and unsave to the question on top, and says to type save alone for save N there")
    func saveOnAQuestion() async {
        let question = PoppingQuestionScreen(stack: stack)
        stack.push(question)

        await run(["save", "save 2", "unsave", "unsave 1", "saved"])

        #expect(question.saveCommands == ["save", "unsave", "saved"])
        #expect(console.lines == [SaveText.onAQuestion(saving: true), SaveText.onAQuestion(saving: false)])
        #expect(list.calls.isEmpty)
    }

    @Test("sends save N to a user's page on top, not to the list beneath")
    func saveOnAUsersPage() async {
        stack.push(PoppingQuestionScreen(stack: stack))
        let user = PoppingUserScreen(stack: stack)
        stack.push(user)

        await run(["save 1"])

        #expect(user.calls.contains("save 1"))
        #expect(list.calls.isEmpty)
    }

    /// Guards `checkSavesChangedElsewhere()` before `perform(_:)`: a change another session made is
    /// asked about before every screen command, since any of them may draw, and never for help.
    @Test("asks whether another session changed the saves before each screen command, not before help")
    func checksForChangesBeforeScreenCommands() async {
        var checks = 0

        await run(["list", "help", "save 1", "", "nonsense", "more"]) { checks += 1 }

        #expect(checks == 3)
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
        await run([])
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
        await run([])
        stack.push(question)

        await run(["open 9"])

        #expect(question.backCount == 0)
        #expect(list.calls == ["open 9"])
    }

    @Test("returns to the list for 'list' typed on a question")
    func listClosesTheQuestion() async {
        let question = PoppingQuestionScreen(stack: stack)
        await run([])
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

    // MARK: Screens in depth: a question's asker, and the screens above it

    /// The list, a question on it, a user's page on that, and a question on the page: list, question,
    /// user, question, every screen already shown once.
    private func fourDeep() async -> (PoppingQuestionScreen, PoppingUserScreen, PoppingQuestionScreen) {
        let (first, user, second) = (
            PoppingQuestionScreen(stack: stack), PoppingUserScreen(stack: stack),
            PoppingQuestionScreen(stack: stack)
        )
        first.userPage = user
        user.question = second
        await run([])
        stack.push(first)
        await run(["user", "open 1"])
        return (first, user, second)
    }

    @Test("says 'user' needs a question on the list, and the list stays as it was")
    func userOnTheList() async {
        await run(["user"])

        #expect(console.lines == [UserText.notOnAQuestion])
        #expect(list.calls.isEmpty)
    }

    @Test("asks the question on top for its asker's page on 'user', and tells the page it appeared")
    func userOnAQuestion() async {
        let question = PoppingQuestionScreen(stack: stack)
        question.userPage = PoppingUserScreen(stack: stack)
        await run([])
        stack.push(question)

        await run(["user"])

        #expect(question.userRequests == 1)
        #expect(question.userPage?.appearances == 1)
        #expect(stack.topUser != nil)
    }

    @Test("says 'user' needs a question on a user's page too, and the page stays")
    func userOnAUserPage() async {
        let (_, user, _) = await fourDeep()
        await run(["back"])

        await run(["u"])

        #expect(console.lines == [UserText.notOnAQuestion])
        #expect(user.calls == ["open 1", "redisplay"])
    }

    @Test("goes one screen down on back, and the screen uncovered draws itself again")
    func backGoesOneScreenDown() async {
        let (first, user, second) = await fourDeep()

        await run(["back", "back"])

        #expect(second.backCount == 1)
        #expect(user.calls == ["open 1", "redisplay", "back"])
        #expect(first.redisplays == 1)
        #expect(stack.topQuestion != nil)
        #expect(list.calls.isEmpty)
    }

    /// Guards the loop in `returnToList()`: with a single `goBack()`, `list` from depth 4 would stop on
    /// the user's page.
    @Test("returns to the list from depth 4 on 'list', each screen leaving top first, and shows it once")
    func listFromDepthFour() async {
        let (first, user, second) = await fourDeep()

        await run(["list"])

        #expect(second.backCount == 1)
        #expect(user.calls == ["open 1", "back"])
        #expect(first.backCount == 1)
        #expect(first.redisplays == 0)
        #expect(stack.screens.count == 1)
        #expect(list.calls == ["list"])
    }

    @Test("reads 'open N' typed on a question from the user's page beneath it")
    func openOnAQuestionReadsThePageBeneath() async {
        let (_, user, second) = await fourDeep()

        await run(["open 2"])

        #expect(user.calls == ["open 1", "open 2"])
        #expect(second.backCount == 0)
    }

    @Test("takes 'more' typed on a question to the user's page beneath it, which loads its next page")
    func moreOnAQuestionGoesToThePageBeneath() async {
        let (_, user, second) = await fourDeep()

        await run(["more"])

        #expect(second.backCount == 1)
        #expect(user.calls == ["open 1", "more"])
        #expect(list.calls.isEmpty)
    }

    @Test("takes the list's own commands back to the list from any depth")
    func listCommandsFromDepth() async {
        let (first, user, second) = await fourDeep()

        await run(["tag git"])

        #expect([first.backCount, second.backCount] == [1, 1])
        #expect(user.calls == ["open 1", "back"])
        #expect(list.calls == ["tag git"])
    }

    @Test("names the screen on top in the prompt: list, question or user")
    func promptNamesTheScreen() async {
        let question = PoppingQuestionScreen(stack: stack)
        question.userPage = PoppingUserScreen(stack: stack)
        await run([])
        stack.push(question)

        await run(["user", "back", "back"], prompt: true)

        #expect(console.prompts == ["question> ", "user> ", "question> ", "list> "])
    }

    /// Guards the `!screens.listHasAppeared` check at the top of `perform(_:)`: without it `open N` on a
    /// question opened from its URL reaches a list with no rows, which answers "No question N on this list."
    @Test("says the list isn't loaded yet for open N on a question opened from its URL, and sends it nothing")
    func openBeforeTheListAppeared() async {
        let question = PoppingQuestionScreen(stack: stack)
        stack.push(question)

        await run(["open 2"])

        #expect(console.lines.joined(separator: " ") == ListText.notShownYet(2))
        #expect(list.calls.isEmpty)
        #expect(list.appearances == 0)
        #expect(question.backCount == 0)
        #expect(question.cancelCount == 0)
    }

    @Test("sends open N to the list once back has shown it, after a start from a URL")
    func openOnceTheListAppeared() async {
        let question = PoppingQuestionScreen(stack: stack)
        stack.push(question)

        await run(["back", "open 2"])

        #expect(list.appearances == 1)
        #expect(list.calls == ["open 2"])
        #expect(console.lines.isEmpty)
    }

    /// Guards `screens.takeAppearingScreen()` in `showUncoveredScreen()`: a list that was never shown (a
    /// question opened from its URL) must load when `back` uncovers it, not draw an empty list.
    @Test("lets a list that never appeared appear when back uncovers it, rather than draw it again")
    func backToAListNeverShown() async {
        let question = PoppingQuestionScreen(stack: stack)
        stack.push(question)

        await run(["back"])

        #expect(question.appearances == 1)
        #expect(list.appearances == 1)
        #expect(list.calls.isEmpty)
    }
}
