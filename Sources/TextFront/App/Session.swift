/// Runs the command loop: reads a line, acts on it, until `quit` or the end of input.
///
/// The session owns the rules that hold for every pattern: the prompt only on
/// a terminal, `help`, errors for bad input, and what a list command means
/// while a question is open (the question closes first, through its own
/// pattern; `back` then shows the list again).
@MainActor
final class Session {
    private let input: any LineInput
    private let output: any Console
    private let screens: ScreenStack
    private let environment: ViewEnvironment
    private let showsPrompt: Bool
    private let parser = CommandParser()

    init(
        input: any LineInput, output: any Console, screens: ScreenStack, environment: ViewEnvironment,
        showsPrompt: Bool
    ) {
        self.input = input
        self.output = output
        self.screens = screens
        self.environment = environment
        self.showsPrompt = showsPrompt
    }

    /// Reads and runs commands until `quit` or the end of input.
    func run() async {
        while true {
            if showsPrompt {
                output.writePrompt(screens.topQuestion == nil ? "list> " : "question> ")
            }
            guard let line = input.nextLine() else { return }
            switch parser.parse(line) {
            case .nothing: continue
            case .quit: return
            case .help: HelpView(environment: environment).show()
            case .invalid(let message): environment.writeMessage(message, style: .red)
            case .screen(let command): await perform(command)
            }
        }
    }

    private func perform(_ command: ScreenCommand) async {
        if let question = screens.topQuestion {
            question.goBack()
            if command == .back {
                screens.list?.showList()
                return
            }
        } else if command == .back {
            environment.writeMessage("Already at the list.", style: .yellow)
            return
        }
        guard let list = screens.list else { return }
        switch command {
        case .list, .back: list.showList()
        case .open(let number): await list.open(number: number)
        case .more: await list.loadMore()
        case .refresh: await list.refresh()
        case .tag(let tag): await list.filter(byTag: tag)
        case .sort(let sort): await list.sort(by: sort)
        }
    }
}
