import Entities
import TerminalUI

/// What a key asks for on the screen front (SPEC §8's keys), before any shape has said what it means:
/// a view event for the screen on top, an event for the responder chain, or something the framework
/// does itself (help, quit, a redraw, a stop).
public enum KeyAction: Hashable, Sendable {
    /// A view event, for the screen on top.
    case view(ViewEvent)
    /// A command or Ctrl-C, along the responder chain.
    case chain(ScreenEvent)
    /// Enter on the command line: the framework reads the line and runs it.
    case runCommandLine
    /// `?`: the keys, over the screen, until the next key.
    case help
    /// q, Ctrl-D: the end of the session.
    case quit
    /// Ctrl-L: the whole frame again.
    case redraw
    /// Ctrl-Z: the terminal given back, the process stopped.
    case suspend
}

/// Turns keys into what they ask for: the screen front's bindings, in one place, decided by nobody's
/// shape.
///
/// The bindings are the framework's, as a platform's are (arrows move a
/// table's selection in AppKit whatever the app); what a move or a command
/// then means is the shape's.
public struct KeyMap: Sendable {
    /// The bindings.
    public init() {}

    /// What `key` asks for, with the command line open or not; `nil` for a key that does nothing.
    public func action(for key: Key, commandLineIsOpen: Bool) -> KeyAction? {
        commandLineIsOpen ? commandLineAction(for: key) : screenAction(for: key)
    }

    private func commandLineAction(for key: Key) -> KeyAction? {
        switch key {
        case .enter: .runCommandLine
        case .escape: .view(.closeCommandLine)
        case .backspace: .view(.editCommandLine(.deleteBackward))
        case .ctrl("c"): .view(.editCommandLine(.clear))
        case .character(let character): .view(.editCommandLine(.insert(String(character))))
        case .paste(let text): .view(.editCommandLine(.insert(text)))
        case .tab: .view(.editCommandLine(.insert(" ")))
        default: nil
        }
    }

    private func screenAction(for key: Key) -> KeyAction? {
        switch key {
        case .navigation(.up, _), .character("k"): .view(.move(rows: -1))
        case .navigation(.down, _), .character("j"): .view(.move(rows: 1))
        case .navigation(.pageUp, _): .view(.page(pages: -1))
        case .navigation(.pageDown, _), .character(" "): .view(.page(pages: 1))
        case .navigation(.home, _), .character("g"): .view(.moveToFirst)
        case .navigation(.end, _), .character("G"): .view(.moveToLast)
        case .enter, .character("o"): .view(.openSelection)
        case .character("s"): .view(.toggleSave)
        case .character(":"): .view(.openCommandLine(CommandLineText(prompt: ":")))
        case .character("/"): .view(.openCommandLine(CommandLineText(prompt: "/")))
        case .character("t"): .view(.openCommandLine(CommandLineText(prompt: ":", text: "tag ")))
        case .character("u"): .chain(.command(.user))
        case .character("S"): .chain(.command(.saved))
        case .character("r"): .chain(.command(.refresh))
        case .character("b"), .backspace, .escape: .chain(.command(.back))
        case .ctrl("c"): .chain(.interrupt)
        case .character("?"): .help
        case .character("q"), .ctrl("d"): .quit
        case .ctrl("l"): .redraw
        case .ctrl("z"): .suspend
        default: nil
        }
    }
}
