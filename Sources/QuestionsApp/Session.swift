import Interactors
import Presenters
import TerminalUI
import TextFront

/// Runs the command loop: reads a line, hands it to the screens, until `quit` or the end of input.
///
/// The session is the framework, as UIKit is for an iOS app: the prompt only
/// on a terminal, `help`, errors for bad input, and the responder chain. It
/// hands each screen command, and Ctrl-C, to the screen on top, then to each
/// beneath, until one takes it (`ScreenStack.deliver(_:)`); what the command
/// means is the shape's that takes it. A shape whose screens are not
/// responders yet still has the session decide for it (`perform(_:)`,
/// `interrupt()`): what a list command means while a question is open, and
/// what happens to a load in flight when the user moves on.
///
/// With input from a terminal the session reads while loads run: a command
/// typed meanwhile takes effect at once, and Ctrl-C cancels. With input from
/// a file or a pipe it waits until the app is idle before it reads each
/// line, so that a script keeps its meaning and its transcript never varies.
@MainActor
final class Session {
    private let input: any LineInput
    private let output: PromptedConsole
    private let screens: ScreenStack
    private let environment: ViewEnvironment
    private let inputIsTerminal: Bool
    private let loads: LoadTracker
    /// Asks whether another session changed the saves, and tells the pattern: before each screen command.
    private let checkSavesChangedElsewhere: () -> Void
    /// The display cycle, after each command and load: Smalltalk MVC's active view displays its damage.
    private let displayCycle: () -> Void
    private let parser = CommandParser()

    /// A session reading `input` and writing prompts to `output` (the console its views write to), with
    /// the loads that `loads` starts. When `inputIsTerminal` it shows a prompt and reads while loads
    /// run; otherwise it waits for each command's loads to end before it reads the next.
    init(
        input: any LineInput, output: PromptedConsole, screens: ScreenStack, environment: ViewEnvironment,
        inputIsTerminal: Bool, loads: LoadTracker, checkSavesChangedElsewhere: @escaping () -> Void = {},
        displayCycle: @escaping () -> Void = {}
    ) {
        self.input = input
        self.output = output
        self.screens = screens
        self.environment = environment
        self.inputIsTerminal = inputIsTerminal
        self.loads = loads
        self.checkSavesChangedElsewhere = checkSavesChangedElsewhere
        self.displayCycle = displayCycle
        // What a load drew goes out as it ends, not when the user next presses Return; on a terminal this
        // also shows the prompt again under it.
        loads.afterEachLoad = { [output] in
            displayCycle()
            output.flush()
        }
    }

    /// Reads and runs commands until `quit` or the end of input.
    func run() async {
        while true {
            // Like UIKit's run loop, finish showing what the last command put up before reading the next.
            if let screen = screens.takeAppearingScreen() {
                screen.viewDidLoad()
                displayCycle()
            }
            if inputIsTerminal {
                output.writePrompt(prompt)
            } else {
                // A script keeps its meaning: what the last command started has finished, and shown what it
                // fetched, before the next line is read.
                await loads.waitUntilIdle()
            }
            // Whatever the last command printed goes out before the program waits for the next one.
            output.flush()
            switch await input.nextEvent() {
            case .end:
                // Ctrl-D leaves the cursor after the prompt; end its line, so the shell's prompt starts a new one.
                output.endPromptLine()
                return
            case .interrupt:
                if !screens.deliver(.interrupt) { interrupt() }
                displayCycle()
            case .line(let line):
                output.userEndedLine()
                // The terminal may have been resized while the user typed: lay out the next screen anew.
                environment.viewport.measure()
                switch parser.parse(line) {
                case .nothing: continue
                // `quit` does not wait for a load in flight: the program ends, and its tasks with it.
                case .quit: return
                // `help` and bad input leave a load in flight alone.
                case .help: HelpView(environment: environment).show()
                case .invalid(let message): environment.writeMessage(message, style: .red)
                case .screen(let command):
                    checkSavesChangedElsewhere()
                    if !screens.deliver(.command(command)) { perform(command) }
                    displayCycle()
                }
            }
        }
    }

    /// Ctrl-C: cancels the load in flight, and says so; at an idle prompt, says how to leave instead.
    private func interrupt() {
        guard loads.hasLoadInFlight else {
            environment.writeMessage(ListText.howToLeave, style: .yellow)
            return
        }
        cancelLoads()
        environment.writeMessage(ListText.loadCancelled, style: .yellow)
    }

    /// The prompt names the screen on top: `list> `, `question> `, `user> ` or `saved> `.
    private var prompt: String {
        switch screens.top {
        case is any QuestionScreen: "question> "
        case is any UserScreen: "user> "
        case is any SavedScreen: "saved> "
        default: "list> "
        }
    }

    /// Asks the screens on display to stop their loads, the top one first: nothing those loads fetched
    /// will be shown.
    private func cancelLoads() {
        for screen in screens.screens.reversed() {
            screen.cancelLoad()
        }
    }

    /// Runs a screen command on the screen it is for.
    ///
    /// `back` leaves the screen on top, and the one uncovered shows again.
    /// `list` leaves every screen above the list. `open N` and `more` act on
    /// the screen that lists questions: the one on top, or, on a question,
    /// the one beneath it (`more` leaves the question first; `open N` puts
    /// the new question in its place only if row N exists, and otherwise the
    /// question stays, with the error). `user` asks the question on top.
    /// `refresh`, `tag`, `sort` and `search` are the list's: they return to
    /// it first, each screen above it leaving through its own pattern.
    ///
    /// The newest command wins, as a click on a link does while a page loads: a load in flight is
    /// cancelled first. `more` and `user` are the exceptions: the owner of a page in flight answers
    /// `more`, and `user` is asked of the question as it stands. `save` and `unsave` act on what is
    /// shown and leave a load alone; `saved` is a screen command like the others.
    private func perform(_ command: ScreenCommand) {
        if case .save(let number) = command {
            return save(number, saving: true)
        }
        if case .unsave(let number) = command {
            return save(number, saving: false)
        }
        guard let list = screens.list, let top = screens.top else { return }
        // `open N` on a question opened from its URL reads the list beneath, which has no rows until it is
        // shown: say so, and leave the question (and its load) alone.
        if case .open(let number) = command, !screens.listHasAppeared,
            listingScreen(leavingQuestion: false) is any ListScreen
        {
            environment.writeMessage(ListText.notShownYet(number), style: .red)
            return
        }
        if command != .more, command != .user, loads.hasLoadInFlight {
            cancelLoads()
        }
        switch command {
        case .back:
            guard let pushed = top as? any PushedScreen else {
                environment.writeMessage(ListText.alreadyAtTheList, style: .yellow)
                return
            }
            pushed.goBack()
            showUncoveredScreen()
        case .list:
            returnToList()
            showUncoveredScreen()
        case .user:
            guard let question = top as? any QuestionScreen else {
                environment.writeMessage(UserText.notOnAQuestion, style: .red)
                return
            }
            question.openUser()
        case .open(let number):
            listingScreen(leavingQuestion: false)?.openQuestion(atRow: number)
        case .more:
            listingScreen(leavingQuestion: true)?.loadMore()
        case .saved:
            top.openSaved()
        case .save, .unsave:
            break
        case .refresh, .tag, .sort, .search:
            returnToList()
            // The list appears now if it never has (beneath a question opened from its URL), then obeys.
            screens.takeAppearingScreen()?.viewDidLoad()
            switch command {
            case .tag(let tag): list.filter(byTag: tag)
            case .sort(let sort): list.sort(by: sort)
            case .search(let words): list.search(for: words)
            default: list.refresh()
            }
        }
    }

    /// `save N`, `unsave N` on a screen of rows; `save`, `unsave` on a question; else the line that says
    /// which to type.
    private func save(_ number: Int?, saving: Bool) {
        switch (screens.top, number) {
        case (let question as any QuestionScreen, nil):
            if saving { question.saveQuestion() } else { question.unsaveQuestion() }
        case (is any QuestionScreen, _?):
            environment.writeMessage(SaveText.onAQuestion(saving: saving), style: .red)
        case (let listing as any QuestionListingScreen, let number?):
            if saving { listing.saveQuestion(atRow: number) } else { listing.unsaveQuestion(atRow: number) }
        default:
            environment.writeMessage(SaveText.needsARow(saving: saving), style: .red)
        }
    }

    /// The screen that lists questions that `open N` and `more` act on: the one on top, or the one beneath
    /// the question on top, which first leaves when `leavingQuestion`.
    private func listingScreen(leavingQuestion: Bool) -> (any QuestionListingScreen)? {
        let shown = screens.screens
        if let listing = shown.last as? any QuestionListingScreen { return listing }
        guard leavingQuestion, let question = shown.last as? any PushedScreen else {
            return shown.dropLast().last as? any QuestionListingScreen
        }
        question.goBack()
        // The screen uncovered appears now if it never has (the list beneath a question opened from its URL).
        screens.takeAppearingScreen()?.viewDidLoad()
        return screens.top as? any QuestionListingScreen
    }

    /// Leaves every screen above the list, top first, each through its own pattern. Stops if a screen does
    /// not leave, rather than ask it again.
    private func returnToList() {
        while screens.screens.count > 1, let pushed = screens.top as? any PushedScreen {
            let depth = screens.screens.count
            pushed.goBack()
            guard screens.screens.count < depth else { break }
        }
    }

    /// After `back` or `list`: the screen now on top shows again; one that never appeared before (the list
    /// beneath a question opened from its URL) appears, and loads, instead.
    private func showUncoveredScreen() {
        if let appearing = screens.takeAppearingScreen() {
            appearing.viewDidLoad()
        } else if let pushed = screens.top as? any PushedScreen {
            pushed.redisplay()
        } else {
            screens.list?.redisplayList()
        }
    }
}
