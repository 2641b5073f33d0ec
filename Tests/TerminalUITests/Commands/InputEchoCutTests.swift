import TerminalUI
import Testing

/// Where an echo is cut when an invisible character sits at the cut: the `…` must still fit.
@Suite("Input echo: cutting after an invisible character")
struct InputEchoCutTests {
    @Test("drops every character it must to fit the … in forty columns, invisible ones included")
    func makesRoomPastAZeroWidthCharacter() {
        // Forty columns of letters, then a zero-width space (a grapheme of its own), then more.
        let typed = String(repeating: "a", count: 40) + "\u{200B}b"

        let echo = InputEcho.printable(typed)

        #expect(echo == String(repeating: "a", count: 39) + "…")
        #expect(DisplayWidth.of(echo) == InputEcho.maximumWidth)
    }
}
