import Interactors
import TextFront

/// Runs the command loop: reads a line, acts on it, until `quit` or the end of input.
///
/// The session owns the rules that hold for every pattern: the prompt only on
/// a terminal, `help`, errors for bad input, and what a list command means
/// while a question is open.
@MainActor
final class Session {
    private let input: any LineInput
    private let output: any Console
    private let screens: any ShownScreens
    private let environment: ViewEnvironment
    private let showsPrompt: Bool
    private let loads: LoadTracker
    private let parser = CommandParser()

    /// A session that waits on `loads` for each command's loads to end before it reads the next.
    init(
        input: any LineInput, output: any Console, screens: any ShownScreens, environment: ViewEnvironment,
        showsPrompt: Bool, loads: LoadTracker
    ) {
        self.input = input
        self.output = output
        self.screens = screens
        self.environment = environment
        self.showsPrompt = showsPrompt
        self.loads = loads
    }

    /// Reads and runs commands until `quit` or the end of input.
    func run() async {
        while true {
            // Like UIKit's run loop, finish showing what the last command put up before reading the next.
            if let screen = screens.takeAppearingScreen() {
                screen.viewDidLoad()
            }
            // A script keeps its meaning: what the last command started has finished, and shown what it
            // fetched, before the next line is read.
            await loads.waitUntilIdle()
            if showsPrompt {
                output.writePrompt(screens.topQuestion == nil ? "list> " : "question> ")
            }
            // Whatever the last command printed goes out before the program waits for the next one.
            output.flush()
            guard let line = input.nextLine() else {
                // Ctrl-D leaves the cursor after the prompt; end its line, so the shell's prompt starts a new one.
                if showsPrompt { output.writeLine("") }
                return
            }
            // The terminal may have been resized while the user typed: lay out the next screen anew.
            environment.viewport.measure()
            switch parser.parse(line) {
            case .nothing: continue
            case .quit: return
            case .help: HelpView(environment: environment).show()
            case .invalid(let message): environment.writeMessage(message, style: .red)
            case .screen(let command): perform(command)
            }
        }
    }

    /// Runs a screen command. While a question is open, `back` and `list` return to the list;
    /// `open N` replaces the question only if row N exists (otherwise the question stays, with
    /// the error); the other list commands close the question, through its own pattern, first.
    private func perform(_ command: ScreenCommand) {
        guard let list = screens.list else { return }
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
        }
    }
}
