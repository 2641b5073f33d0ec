import Markup
import Testing

@Suite("TerminalText")
struct TerminalTextTests {
    @Test("leaves ordinary text unchanged")
    func ordinaryText() {
        let text = "Héllo — 你好 👋🏽\nsecond line"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == text)
    }

    @Test("removes colour sequences and keeps the coloured text")
    func colourSequences() {
        let text = "\u{1B}[31mred\u{1B}[0m and \u{1B}[1;38;5;196mbold\u{1B}[m"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "red and bold")
    }

    @Test("removes control sequences with private parameters and intermediates")
    func privateControlSequences() {
        let text = "\u{1B}[?25lhidden\u{1B}[2 q cursor\u{1B}[2J"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "hidden cursor")
    }

    @Test("removes a control sequence with several intermediate bytes, slash included")
    func severalIntermediates() {
        let text = "a\u{1B}[1 /@b"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "ab")
    }

    @Test("removes an OSC window title ended by BEL")
    func oscTitleEndedByBell() {
        let text = "\u{1B}]0;you have been owned\u{07}Title"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "Title")
    }

    @Test("removes an OSC hyperlink ended by ESC backslash")
    func oscHyperlink() {
        let text = "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\ here"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "click here")
    }

    @Test("removes DCS, SOS, PM and APC strings")
    func controlStrings() {
        let text = "a\u{1B}Pq#0\u{1B}\\b\u{1B}Xsos\u{1B}\\c\u{1B}^pm\u{9C}d\u{1B}_apc\u{1B}\\e"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "abcde")
    }

    @Test("removes short escape sequences")
    func shortEscapeSequences() {
        let text = "\u{1B}creset \u{1B}(Bcharset \u{1B}7saved"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "reset charset saved")
    }

    @Test("keeps the content of a control string that never ends")
    func unterminatedControlString() {
        let text = "before \u{1B}]0;not a title"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "before 0;not a title")
    }

    @Test(
        "removes an escape sequence cut off at the end",
        arguments: ["end\u{1B}", "end\u{1B}[", "end\u{1B}[31;", "end\u{1B}(", "end\u{9B}4"])
    func truncatedSequence(text: String) {
        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "end")
    }

    @Test("removes 8-bit control sequences")
    func eightBitControlSequences() {
        let text = "\u{9B}31mred\u{9B}0m"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "red")
    }

    @Test("removes the other C1 controls")
    func c1Controls() {
        let text = "a\u{80}b\u{85}c\u{9D}d\u{9F}e"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "abcde")
    }

    @Test("removes C0 controls and DEL but keeps line feeds")
    func c0Controls() {
        let text = "a\u{00}b\u{07}c\u{08}d\u{7F}e\nf\u{0C}g"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "abcde\nfg")
    }

    @Test("turns carriage returns into line feeds")
    func carriageReturns() {
        let text = "one\r\ntwo\rthree"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "one\ntwo\nthree")
    }

    @Test("turns each tab into one space")
    func tabs() {
        let text = "a\tb\t\tc"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "a b  c")
    }

    @Test("removes bidirectional embeddings, overrides and isolates")
    func bidirectionalControls() {
        let text = "\u{202A}a\u{202B}b\u{202C}c\u{202D}d\u{202E}e\u{2066}f\u{2067}g\u{2068}h\u{2069}"

        let sanitized = TerminalText.sanitized(text)

        #expect(sanitized == "abcdefgh")
    }

    @Test("removes the prepended concatenation marks, which would fuse with the space after them")
    func prependedConcatenationMarks() {
        let marks =
            "\u{600}\u{601}\u{602}\u{603}\u{604}\u{605}\u{6DD}\u{70F}\u{890}\u{891}\u{8E2}\u{110BD}\u{110CD}"
        let text = "word\(marks) next"

        let sanitized = TerminalText.sanitized(text)

        #expect(Array(sanitized.unicodeScalars) == Array("word next".unicodeScalars))
    }

    @Test("counts as unsafe exactly what it removes, for echoes of user input to hide the same")
    func unsafeScalars() {
        let unsafe: [Unicode.Scalar] = [
            "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{602}",
        ]
        let safe: [Unicode.Scalar] = ["a", " ", "\u{A0}", "\u{200D}", "\u{301}", "\u{1F600}", "\u{200F}"]

        #expect(unsafe.allSatisfy(TerminalText.isUnsafe))
        #expect(!safe.contains(where: TerminalText.isUnsafe))
    }

    @Test("collapses whitespace and line breaks into single spaces on one line")
    func singleLineCollapsesWhitespace() {
        let title = "  Why\t does\r\n\n  it   fail?\u{2028} "

        let line = TerminalText.singleLine(title)

        #expect(line == "Why does it fail?")
    }

    @Test("keeps no-break spaces on one line")
    func singleLineKeepsNoBreakSpaces() {
        let title = "10\u{A0}km  away"

        let line = TerminalText.singleLine(title)

        #expect(line == "10\u{A0}km away")
    }

    @Test("sanitises text before putting it on one line")
    func singleLineSanitizes() {
        let name = "\u{1B}[1mBold\u{1B}[0m\n\u{202E}name"

        let line = TerminalText.singleLine(name)

        #expect(line == "Bold name")
    }

    @Test("makes whitespace alone an empty line")
    func singleLineOfWhitespace() {
        let title = " \n\t\u{1B}[0m "

        let line = TerminalText.singleLine(title)

        #expect(line == "")
    }
}
