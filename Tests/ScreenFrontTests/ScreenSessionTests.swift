import Entities
import Interactors
import ScreenFront
import ScreenTestSupport
import TerminalUI
import Testing

/// The screen front's framework, over a recording screen and a virtual terminal: keys become view events
/// for the screen on top and commands along the chain; the framework's own keys (help, quit, Ctrl-L,
/// Ctrl-Z), the command line's run, a resize and a terminal too small. What a screen does with an event
/// is its shape's, and the recording screen does nothing but record and draw.
@Suite("Screen session", .timeLimit(.minutes(1)))
@MainActor
struct ScreenSessionTests {
    /// A list screen that records what it is handed, keeps a typed line as an owner would, and draws a
    /// fixed body and its last event.
    final class RecordingList: ListScreen, Responder, FrameScreen {
        private(set) var viewEvents: [ViewEvent] = []
        private(set) var chainEvents: [ScreenEvent] = []
        private(set) var appearances = 0
        private(set) var commandLine: CommandLineText?
        var heading: String? = "Top questions on stackoverflow · by activity"

        func viewDidLoad() { appearances += 1 }
        func cancelLoad() {}
        func openSaved() {}
        func redisplayList() {}
        func openQuestion(atRow number: Int) {}
        func loadMore() {}
        func saveQuestion(atRow number: Int) {}
        func unsaveQuestion(atRow number: Int) {}

        func respond(to event: ScreenEvent, isFirstResponder: Bool) -> Bool {
            chainEvents.append(event)
            return true
        }

        func respond(to event: ViewEvent) {
            viewEvents.append(event)
            switch event {
            case .openCommandLine(let line): commandLine = line
            case .editCommandLine(let edit): commandLine?.apply(edit)
            case .closeCommandLine: commandLine = nil
            default: break
            }
        }

        func draw(in frame: inout Frame) {
            frame.put("body", row: 1, column: 0)
            StatusLineView(palette: ScreenPalette(isColored: false), loads: LoadTracker()).draw(
                StatusLine(footer: "30 questions"), commandLine: commandLine, in: &frame)
        }
    }

    private let list = RecordingList()
    private let stack = ScreenStack()
    private let terminal = RecordingTerminal(columns: 60, rows: 10)
    private let loads = LoadTracker()
    private let session: ScreenSession

    init() {
        stack.setRoot(list)
        session = ScreenSession(
            screens: stack, palette: ScreenPalette(isColored: false), terminal: terminal, loads: loads)
    }

    private func press(_ keys: Key...) -> Bool {
        session.handle(.keys(keys))
    }

    private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    @Test("shows the screen on top once at the start, with the top line, its body and its status")
    func start() {
        session.start()

        #expect(list.appearances == 1)
        #expect(terminal.line(0) == scalars("Top questions on stackoverflow · by activity · list"))
        #expect(terminal.line(1) == scalars("body"))
        #expect(terminal.line(9) == scalars("30 questions"))
    }

    @Test("hands a moving key to the screen on top as a view event")
    func viewEvents() {
        session.start()

        _ = press(.character("j"), .navigation(.pageDown), .enter)

        #expect(list.viewEvents == [.move(rows: 1), .page(pages: 1), .openSelection])
    }

    @Test("hands a command key and Ctrl-C along the responder chain")
    func chainEvents() {
        session.start()

        _ = press(.character("r"), .ctrl("c"))

        #expect(list.chainEvents == [.command(.refresh), .interrupt])
    }

    @Test(
        "runs the typed line as the line front runs a line: the screen closes it, the chain gets the command")
    func commandLine() {
        session.start()
        _ = press(.character(":"))
        _ = session.handle(.keys([.paste("sort votes")]))
        let shownWhileTyping = terminal.line(9)
        let cursorWhileTyping = terminal.screen.cursor

        _ = press(.enter)

        #expect(shownWhileTyping == scalars(":sort votes"))
        #expect(cursorWhileTyping == (row: 9, column: 11))
        #expect(list.viewEvents.last == .closeCommandLine)
        #expect(list.chainEvents == [.command(.sort(.votes))])
        #expect(terminal.line(9) == scalars("30 questions"))
        #expect(!terminal.screen.isCursorShown)
    }

    @Test("shows the parser's one line for a typed line it cannot read, until the next key")
    func badCommandLine() {
        session.start()
        _ = press(.character(":"))
        _ = press(.paste("frobnicate"))

        _ = press(.enter)
        let shown = terminal.line(9)
        _ = press(.character("j"))

        #expect(shown.starts(with: scalars("Unknown command")))
        #expect(list.chainEvents.isEmpty)
        #expect(terminal.line(9) == scalars("30 questions"))
    }

    @Test("ends the session on q and Ctrl-D, and on :quit, but not on a paste of qqq")
    func quit() {
        session.start()

        #expect(press(.paste("qqq")))
        #expect(!press(.character("q")))
        #expect(!press(.ctrl("d")))
        _ = press(.character(":"))
        _ = press(.paste("quit"))
        #expect(!press(.enter))
    }

    @Test(
        "shows the keys over the screen on ?, and the screen again on the next key, which does nothing else")
    func help() {
        session.start()

        _ = press(.character("?"))
        let helpLine = terminal.line(1)
        _ = press(.character("j"))

        #expect(helpLine.starts(with: scalars("  ↑ ↓  k j")))
        #expect(list.viewEvents.isEmpty)
        #expect(terminal.line(1) == scalars("body"))
    }

    @Test("draws the whole frame again on Ctrl-L")
    func redraw() {
        session.start()

        _ = press(.ctrl("l"))

        #expect(terminal.written.last?.starts(with: Array("\u{1B}[0m\u{1B}[2J".utf8)) == true)
    }

    @Test("gives the terminal back on Ctrl-Z, and on the return sets raw mode and draws the whole frame")
    func suspendAndContinue() {
        session.start()

        _ = press(.ctrl("z"))
        _ = session.handle(.continued)

        #expect(terminal.suspensions == 1)
        #expect(terminal.rawModeEntries == 1)
        #expect(terminal.written.last?.starts(with: Array("\u{1B}[0m\u{1B}[2J".utf8)) == true)
    }

    @Test("lays the frame out at the new size after a resize")
    func resize() {
        session.start()
        terminal.columns = 60
        terminal.rows = 12

        _ = session.handle(.resized)

        #expect(terminal.screen.width == 60)
        #expect(terminal.line(11) == scalars("30 questions"))
    }

    @Test("asks for a larger terminal below 20 columns or 5 rows, ignoring keys but q, until there is one")
    func tooSmall() {
        terminal.columns = 19
        session.start()

        let asked = terminal.line(0)
        let goesOn = press(.character("j"))
        terminal.columns = 60
        _ = session.handle(.resized)

        #expect(asked.starts(with: scalars("Please make")))
        #expect(goesOn)
        #expect(list.viewEvents.isEmpty)
        #expect(terminal.line(1) == scalars("body"))
        #expect(!press(.character("q")))
    }

    /// Guards `ScreenSession.askForALargerTerminal(in:)`: the request is wrapped to the width, and what the
    /// rows cannot hold is marked as cut, as every clipped line on the screen front is.
    @Test(
        "wraps the request for a larger terminal to a narrow one, and marks with › what four rows cannot hold"
    )
    func tooSmallWraps() {
        terminal.columns = 15
        terminal.rows = 4
        session.start()
        let wrapped = (0..<3).map { terminal.line($0) }

        terminal.columns = 6
        _ = session.handle(.resized)
        let cut = terminal.line(3)

        #expect(wrapped == [scalars("Please make the"), scalars("terminal"), scalars("larger.")])
        #expect(cut == scalars("termi›"))
    }

    @Test("draws a 1×1 terminal without a fault")
    func tiny() {
        terminal.columns = 1
        terminal.rows = 1

        session.start()

        #expect(terminal.screen.width == 1)
    }
}
