import Entities
import Interactors
import TerminalUI

/// The screen front's framework: reads the terminal's keys, hands each to the screens, and draws the
/// screen on top after every event, as a UI framework's run loop does.
///
/// It holds the key bindings (`KeyMap`), the top line, the help, what bad
/// input on the command line gets, and the terminal's own events (a resize,
/// Ctrl-L, Ctrl-Z and the return from it, a terminal too small to use). It
/// hands commands and Ctrl-C along the responder chain
/// (`ScreenStack.deliver(_:)`) and view events to the screen on top; what
/// they mean, what they stop and what they say is the shape's, and the
/// session decides none of it. Below 20 columns or 5 rows it draws one line
/// asking for a larger terminal, and keys do nothing until there is one.
@MainActor
public final class ScreenSession {
    /// The smallest terminal the screens are drawn in.
    public static let minimumSize = (columns: 20, rows: 5)

    private let screens: ScreenStack
    private let palette: ScreenPalette
    private let terminal: any ScreenTerminal
    private let checkSavesChangedElsewhere: () -> Void
    private let keyMap = KeyMap()
    private let parser = CommandParser(words: .screen)
    private var writer = FrameWriter()
    private var size: (columns: Int, rows: Int)
    /// A line of the framework's own (bad input on the command line), shown until the next key.
    private var message: String?
    private var isShowingHelp = false

    /// A session over `screens`, drawing in `palette` on `terminal`. Each load that ends draws the
    /// screen on top again, through `loads`; `checkSavesChangedElsewhere` runs before each command.
    public init(
        screens: ScreenStack, palette: ScreenPalette, terminal: any ScreenTerminal, loads: LoadTracker,
        checkSavesChangedElsewhere: @escaping () -> Void = {}
    ) {
        self.screens = screens
        self.palette = palette
        self.terminal = terminal
        self.checkSavesChangedElsewhere = checkSavesChangedElsewhere
        size = terminal.size() ?? (80, 24)
        // What a load drew goes out as it ends. The session is held weakly: the screens hold the loads.
        loads.afterEachLoad = { [weak self] in self?.endEvent() }
    }

    /// Shows the screen on top, then handles `events` until q, Ctrl-D or the end of input.
    public func run(_ events: AsyncStream<TerminalInput>) async {
        start()
        for await event in events {
            guard handle(event) else { return }
        }
    }

    /// Reads the terminal's size and shows the screen on top for the first time.
    public func start() {
        size = terminal.size() ?? size
        showAppearingScreen()
        endEvent()
    }

    /// Handles one event from the terminal and draws what it changed; returns false when the session
    /// ends.
    public func handle(_ input: TerminalInput) -> Bool {
        switch input {
        case .keys(let keys):
            for key in keys {
                guard handle(key) else { return false }
            }
        case .resized:
            size = terminal.size() ?? size
        case .continued:
            terminal.enterRawMode()
            size = terminal.size() ?? size
            writer.forget()
        case .end:
            return false
        }
        endEvent()
        return true
    }

    /// Draws the frame of the screen on top, and writes what changed since the last.
    public func endEvent() {
        screens.endEvent()
        terminal.write(writer.bytes(for: frame()))
    }

    /// "Please make the terminal larger.", its words wrapped to the width; what the rows cannot hold is
    /// clipped from the last of them, with `›`.
    static func askForALargerTerminal(in frame: inout Frame) {
        var lines: [String] = []
        for word in "Please make the terminal larger.".split(separator: " ") {
            if let last = lines.last, DisplayWidth.of(last) + 1 + DisplayWidth.of(word) <= frame.width {
                lines[lines.count - 1] += " " + word
            } else {
                lines.append(String(word))
            }
        }
        for row in 0..<min(lines.count, frame.height) {
            let isLast = row == frame.height - 1 && lines.count > frame.height
            let text = isLast ? lines[row...].joined(separator: " ") : lines[row]
            frame.putClipped(text, row: row, column: 0)
        }
    }

    /// The frame as the screens, the help and the framework's line draw it now.
    public func frame() -> Frame {
        var frame = Frame(width: size.columns, height: size.rows)
        guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
            Self.askForALargerTerminal(in: &frame)
            return frame
        }
        let top = screens.top as? any FrameScreen
        TopLineView(palette: palette).draw(
            heading: (screens.list as? any FrameScreen)?.heading, name: Self.name(of: screens.top), in: &frame
        )
        top?.draw(in: &frame)
        if isShowingHelp {
            ScreenHelp.draw(in: &frame, palette: palette)
            frame.cursor = nil
            frame.clear(row: frame.height - 1)
            frame.put(ScreenHelp.footer, row: frame.height - 1, column: 0)
        } else if let message, top?.commandLine == nil {
            frame.clear(row: frame.height - 1)
            frame.putClipped(message, row: frame.height - 1, column: 0, style: palette.style(.error))
        }
        return frame
    }

    /// Handles one key; returns false when it ends the session.
    private func handle(_ key: Key) -> Bool {
        guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
            return key != .character("q") && key != .ctrl("d")
        }
        message = nil
        if isShowingHelp {
            isShowingHelp = false
            return true
        }
        let top = screens.top as? any FrameScreen
        guard let action = keyMap.action(for: key, commandLineIsOpen: top?.commandLine != nil) else {
            return true
        }
        switch action {
        case .view(let event):
            top?.respond(to: event)
        case .chain(let event):
            if case .command = event { checkSavesChangedElsewhere() }
            screens.deliver(event)
        case .runCommandLine:
            return runCommandLine(of: top)
        case .help:
            isShowingHelp = true
        case .quit:
            return false
        case .redraw:
            writer.forget()
        case .suspend:
            terminal.suspend()
        }
        showAppearingScreen()
        return true
    }

    /// Reads the typed line of `screen`, closes it, and runs it as the line front runs a line.
    private func runCommandLine(of screen: (any FrameScreen)?) -> Bool {
        guard let screen, let line = screen.commandLine else { return true }
        screen.respond(to: .closeCommandLine)
        switch parser.parse(line.command) {
        case .nothing: break
        case .quit: return false
        case .help: isShowingHelp = true
        case .invalid(let text): message = text
        case .screen(let command):
            checkSavesChangedElsewhere()
            screens.deliver(.command(command))
        }
        showAppearingScreen()
        return true
    }

    /// Like UIKit's run loop, finishes showing what the last event put up: a screen pushed appears.
    private func showAppearingScreen() {
        if let screen = screens.takeAppearingScreen() { screen.viewDidLoad() }
    }

    /// The screen's name on the top line, as the line front's prompt names it.
    private static func name(of screen: (any Screen)?) -> String {
        switch screen {
        case is any QuestionScreen: "question"
        case is any UserScreen: "user"
        case is any SavedScreen: "saved"
        default: "list"
        }
    }
}

/// The terminal as the session uses it: its size, its writes, and its own ways out and back; a test
/// hands in a virtual one.
@MainActor
public protocol ScreenTerminal: AnyObject {
    /// The size now, or `nil` when it cannot be told.
    func size() -> (columns: Int, rows: Int)?
    /// Writes a frame's bytes, in one flush.
    func write(_ bytes: [UInt8])
    /// Gives the terminal back and stops the process; returns when it is continued.
    func suspend()
    /// Raw mode and the screen's modes again, after the process was continued.
    func enterRawMode()
}
