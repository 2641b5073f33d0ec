import Interactors
import Presenters
import TerminalUI
import TextFront

/// Runs the command loop: reads a line, hands it to the screens, until `quit` or the end of input.
///
/// The session is the framework, as UIKit is for an iOS app: the prompt only
/// on a terminal, `help`, errors for bad input, and the responder chain. It
/// hands each screen command, and Ctrl-C, to the screen on top, then to each
/// beneath, until one takes it (`ScreenStack.deliver(_:)`). What a command
/// means, what it stops and what it says is the shape's that takes it: the
/// session decides none of it, and prints nothing of the app's own.
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
    private let parser = CommandParser()

    /// A session reading `input` and writing prompts to `output` (the console its views write to), with
    /// the loads that `loads` starts. When `inputIsTerminal` it shows a prompt and reads while loads
    /// run; otherwise it waits for each command's loads to end before it reads the next.
    init(
        input: any LineInput, output: PromptedConsole, screens: ScreenStack, environment: ViewEnvironment,
        inputIsTerminal: Bool, loads: LoadTracker, checkSavesChangedElsewhere: @escaping () -> Void = {}
    ) {
        self.input = input
        self.output = output
        self.screens = screens
        self.environment = environment
        self.inputIsTerminal = inputIsTerminal
        self.loads = loads
        self.checkSavesChangedElsewhere = checkSavesChangedElsewhere
        // What a load drew goes out as it ends, not when the user next presses Return; on a terminal this
        // also shows the prompt again under it. The stack is held weakly: its screens hold the loads.
        loads.afterEachLoad = { [weak screens, output] in
            screens?.endEvent()
            output.flush()
        }
    }

    /// Reads and runs commands until `quit` or the end of input.
    func run() async {
        while true {
            // Like UIKit's run loop, finish showing what the last command put up before reading the next.
            if let screen = screens.takeAppearingScreen() {
                screen.viewDidLoad()
                screens.endEvent()
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
                // Ctrl-C goes along the chain as a command does: what it stops, and what it says, is the
                // shape's.
                screens.deliver(.interrupt)
                screens.endEvent()
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
                    screens.deliver(.command(command))
                    screens.endEvent()
                }
            }
        }
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
}
