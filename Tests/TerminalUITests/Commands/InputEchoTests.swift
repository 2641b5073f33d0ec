import TerminalUI
import Testing

@Suite("Input echo")
struct InputEchoTests {
    @Test("quotes a short word as typed")
    func shortWord() {
        #expect(InputEcho.printable("größe 漢字") == "größe 漢字")
    }

    @Test("shows as ? every scalar that remote text loses: controls, DEL, C1, bidi controls, fusing marks")
    func unsafeScalarsBecomeQuestionMarks() {
        let typed = "a\u{1B}[31m\u{7F}\u{9B}\u{202E}\u{2066}\u{602}b"

        #expect(InputEcho.printable(typed) == "a?[31m?????b")
    }

    @Test("cuts a word longer than forty columns to thirty-nine and …")
    func cutsByColumns() {
        let echo = InputEcho.printable(String(repeating: "x", count: 41))

        #expect(echo == String(repeating: "x", count: 39) + "…")
    }

    @Test("keeps a word of exactly forty columns whole")
    func keepsFortyColumns() {
        let word = String(repeating: "x", count: 40)

        #expect(InputEcho.printable(word) == word)
    }

    @Test("counts wide characters as two columns when it cuts")
    func cutsWideCharacters() {
        let echo = InputEcho.printable(String(repeating: "漢", count: 30))

        #expect(echo == String(repeating: "漢", count: 19) + "…")
        #expect(DisplayWidth.of(echo) == 39)
    }

    @Test("cuts a pile of combining marks, which take no column, by their number")
    func cutsCombiningMarks() {
        let echo = InputEcho.printable("a" + String(repeating: "\u{301}", count: 1 << 16) + "b")

        #expect(echo == "…")
    }

    @Test("cuts by the number of scalars when marks fill eighty before forty columns")
    func cutsByScalars() {
        let accented = String(repeating: "e\u{301}\u{302}", count: 30)

        let echo = InputEcho.printable(accented)

        #expect(echo == String(repeating: "e\u{301}\u{302}", count: 26) + "…")
        #expect(echo.unicodeScalars.count <= InputEcho.maximumScalars)
    }
}
