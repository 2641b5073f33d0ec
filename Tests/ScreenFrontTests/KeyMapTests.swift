import Entities
import ScreenFront
import Testing

/// The screen front's bindings (SPEC §8): what each key asks for, with the command line closed and open.
@Suite("Key map")
struct KeyMapTests {
    private let map = KeyMap()

    private func action(_ key: Key, typing: Bool = false) -> KeyAction? {
        map.action(for: key, commandLineIsOpen: typing)
    }

    @Test("moves the selection with the arrows and with k and j, whatever modifier is held")
    func moves() {
        #expect(action(.navigation(.up)) == .view(.move(rows: -1)))
        #expect(action(.character("k")) == .view(.move(rows: -1)))
        #expect(action(.navigation(.down, .shift)) == .view(.move(rows: 1)))
        #expect(action(.character("j")) == .view(.move(rows: 1)))
    }

    @Test("pages with PgUp, PgDn and Space, and goes to the ends with Home, g, End and G")
    func pagesAndEnds() {
        #expect(action(.navigation(.pageUp)) == .view(.page(pages: -1)))
        #expect(action(.navigation(.pageDown)) == .view(.page(pages: 1)))
        #expect(action(.character(" ")) == .view(.page(pages: 1)))
        #expect(action(.navigation(.home)) == .view(.moveToFirst))
        #expect(action(.character("g")) == .view(.moveToFirst))
        #expect(action(.navigation(.end)) == .view(.moveToLast))
        #expect(action(.character("G")) == .view(.moveToLast))
    }

    @Test("hands u, S, r, the ways back and Ctrl-C along the responder chain as the line front's commands")
    func chainEvents() {
        #expect(action(.character("u")) == .chain(.command(.user)))
        #expect(action(.character("S")) == .chain(.command(.saved)))
        #expect(action(.character("r")) == .chain(.command(.refresh)))
        for back in [Key.character("b"), .backspace, .escape] {
            #expect(action(back) == .chain(.command(.back)))
        }
        #expect(action(.ctrl("c")) == .chain(.interrupt))
    }

    @Test("opens the command line with : and /, and with `tag ` typed for t")
    func opensTheCommandLine() {
        #expect(action(.character(":")) == .view(.openCommandLine(CommandLineText(prompt: ":"))))
        #expect(action(.character("/")) == .view(.openCommandLine(CommandLineText(prompt: "/"))))
        #expect(
            action(.character("t")) == .view(.openCommandLine(CommandLineText(prompt: ":", text: "tag "))))
    }

    @Test("keeps q, Ctrl-D, ?, Ctrl-L and Ctrl-Z for the framework")
    func frameworkKeys() {
        #expect(action(.character("q")) == .quit)
        #expect(action(.ctrl("d")) == .quit)
        #expect(action(.character("?")) == .help)
        #expect(action(.ctrl("l")) == .redraw)
        #expect(action(.ctrl("z")) == .suspend)
    }

    @Test("ignores a paste and an unknown key while the command line is closed, so pasting qqq does not quit")
    func pasteIgnored() {
        #expect(action(.paste("qqq")) == nil)
        #expect(action(.character("x")) == nil)
        #expect(action(.function(5)) == nil)
    }

    @Test("types keys and pastes into the open command line, q among them, and edits it")
    func typing() {
        #expect(action(.character("q"), typing: true) == .view(.editCommandLine(.insert("q"))))
        #expect(action(.paste("swift json"), typing: true) == .view(.editCommandLine(.insert("swift json"))))
        #expect(action(.backspace, typing: true) == .view(.editCommandLine(.deleteBackward)))
        #expect(action(.ctrl("c"), typing: true) == .view(.editCommandLine(.clear)))
        #expect(action(.escape, typing: true) == .view(.closeCommandLine))
        #expect(action(.enter, typing: true) == .runCommandLine)
        #expect(action(.navigation(.up), typing: true) == nil)
    }
}
