import Interactors
import TextFront

/// Runs the command loop: reads a line, acts on it, until `quit` or the end of input.
///
/// The session owns the rules that hold for every pattern: the prompt only on
/// a terminal, `help`, errors for bad input, what a list command means while
/// a question is open, and what happens to a load in flight when the user
/// moves on. Which object owns that load, and how it cancels it, is each
/// pattern's own business, behind `Screen.cancelLoad()`.
///
/// With input from a terminal the session reads while loads run: a command
/// typed meanwhile takes effect at once, and Ctrl-C cancels. With input from
/// a file or a pipe it waits until the app is idle before it reads each
/// line, so that a script keeps its meaning and its transcript never varies.
@MainActor
final class Session {
    private let input: any LineInput
    private let output: PromptedConsole
    private let screens: any ShownScreens
    private let environment: ViewEnvironment
    private let inputIsTerminal: Bool
    private let loads: LoadTracker
    private let parser = CommandParser()

    /// A session reading `input` and writing prompts to `output` (the console its views write to), with
    /// the loads that `loads` starts. When `inputIsTerminal` it shows a prompt and reads while loads
    /// run; otherwise it waits for each command's loads to end before it reads the next.
    init(
        input: any LineInput, output: PromptedConsole, screens: any ShownScreens,
        environment: ViewEnvironment,
        inputIsTerminal: Bool, loads: LoadTracker
    ) {
        self.input = input
        self.output = output
        self.screens = screens
        self.environment = environment
        self.inputIsTerminal = inputIsTerminal
        self.loads = loads
        // What a load drew goes out as it ends, not when the user next presses Return; on a terminal this
        // also shows the prompt again under it.
        loads.afterEachLoad = { [output] in output.flush() }
    }

    /// Reads and runs commands until `quit` or the end of input.
    func run() async {
        while true {
            // Like UIKit's run loop, finish showing what the last command put up before reading the next.
            if let screen = screens.takeAppearingScreen() {
                screen.viewDidLoad()
            }
            if inputIsTerminal {
                output.writePrompt(screens.topQuestion == nil ? "list> " : "question> ")
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
                interrupt()
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
                case .screen(let command): perform(command)
                }
            }
        }
    }

    /// Ctrl-C: cancels the load in flight, and says so; at an idle prompt, says how to leave instead.
    private func interrupt() {
        guard loads.hasLoadInFlight else {
            environment.writeMessage("(To leave, type quit or press Ctrl-D.)", style: .yellow)
            return
        }
        cancelLoads()
        environment.writeMessage("Load cancelled.", style: .yellow)
    }

    /// Asks the screens on display to stop their loads: nothing those loads fetched will be shown.
    private func cancelLoads() {
        screens.topQuestion?.cancelLoad()
        screens.list?.cancelLoad()
    }

    /// Runs a screen command. While a question is open, `back` and `list` return to the list;
    /// `open N` replaces the question only if row N exists (otherwise the question stays, with
    /// the error); the other list commands close the question, through its own pattern, first.
    ///
    /// The newest command wins, as a click on a link does while a page loads: a load in flight is
    /// cancelled first. `more` is the exception; the list's owner answers it while a page loads.
    private func perform(_ command: ScreenCommand) {
        guard let list = screens.list else { return }
        if command != .more, loads.hasLoadInFlight {
            cancelLoads()
        }
        if let question = screens.topQuestion {
            switch command {
            case .open: break
            case .back, .list:
                question.goBack()
                list.redisplayList()
                return
            default:
                question.goBack()
            }
        }
        switch command {
        case .back: environment.writeMessage("Already at the list.", style: .yellow)
        case .list: list.redisplayList()
        case .open(let number): list.openQuestion(atRow: number)
        case .more: list.loadMore()
        case .refresh: list.refresh()
        case .tag(let tag): list.filter(byTag: tag)
        case .sort(let sort): list.sort(by: sort)
        case .search(let words): list.search(for: words)
        }
    }
}
