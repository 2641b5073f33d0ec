import TerminalUI
import Testing

@Suite("TextWrapper", .timeLimit(.minutes(1)))
struct TextWrapperTests {
    private let wrapper = TextWrapper()

    @Test("gives no lines for text with nothing to show", arguments: ["", "   ", "\n \n"])
    func blankTextHasNoLines(text: String) {
        let lines = wrapper.wrap(text, width: 20)

        #expect(lines == [])
    }

    @Test("keeps text that fits on one line")
    func shortTextIsOneLine() {
        let lines = wrapper.wrap("Hello, world", width: 20)

        #expect(lines == ["Hello, world"])
    }

    @Test("fills a line up to exactly the width")
    func lineFillsExactWidth() {
        let text = "aaa bbb ccc ddd"

        let lines = wrapper.wrap(text, width: 7)

        #expect(lines == ["aaa bbb", "ccc ddd"])
    }

    @Test("collapses runs of spaces and trims the ends of lines")
    func spacesCollapse() {
        let text = "   one    two   three   "

        let lines = wrapper.wrap(text, width: 8)

        #expect(lines == ["one two", "three"])
    }

    @Test("keeps words joined by a no-break space on one line")
    func noBreakSpaceHoldsWords() {
        let text = "see page\u{A0}12 now"

        let lines = wrapper.wrap(text, width: 8)

        #expect(lines == ["see", "page\u{A0}12", "now"])
    }

    @Test("starts a new line at each newline in the text")
    func newlineForcesLineBreak() {
        let text = "first line\nsecond\n\nafter a blank"

        let lines = wrapper.wrap(text, width: 20)

        #expect(lines == ["first line", "second", "", "after a blank"])
    }

    @Test("measures accented words by their glyphs, not their scalars")
    func decomposedAccentsTakeNoColumns() {
        let text = "cafe\u{301} cafe\u{301} cafe\u{301}"

        let lines = wrapper.wrap(text, width: 9)

        #expect(lines == ["cafe\u{301} cafe\u{301}", "cafe\u{301}"])
    }

    @Test("breaks a line of CJK at an odd width without splitting a glyph")
    func cjkNeverStraddlesTheWidth() {
        let text = "日本語の文章です"

        let lines = wrapper.wrap(text, width: 5)

        #expect(lines == ["日本", "語の", "文章", "です"])
    }

    @Test("wraps emoji as two-column glyphs")
    func emojiWrapsAsWideGlyphs() {
        let text = "👍🏽👨‍👩‍👧🇫🇷 ok"

        let lines = wrapper.wrap(text, width: 5)

        #expect(lines == ["👍🏽👨‍👩‍👧", "🇫🇷 ok"])
    }

    @Test(
        "keeps a URL wider than the width whole on a line of its own",
        arguments: [
            "https://example.com/questions/12345",
            "<https://example.com/questions/12345>",
            "www.example.com/questions/12345",
            "<www.example.com/questions/12345>",
        ]
    )
    func overlongURLStaysWhole(url: String) {
        let text = "see \(url) for more"

        let lines = wrapper.wrap(text, width: 12)

        #expect(lines == ["see", url, "for more"])
    }

    @Test("breaks a word wider than the width into pieces that fit")
    func overlongWordIsBroken() {
        let text = "a supercalifragilistic word"

        let lines = wrapper.wrap(text, width: 8)

        #expect(lines == ["a", "supercal", "ifragili", "stic", "word"])
    }

    @Test("lets the words after a broken word join its last piece")
    func wordsFollowBrokenPiece() {
        let text = "abcdefghij k l"

        let lines = wrapper.wrap(text, width: 4)

        #expect(lines == ["abcd", "efgh", "ij k", "l"])
    }

    @Test("treats a width below one as one column")
    func widthBelowOneIsOne() {
        let lines = wrapper.wrap("ab c", width: 0)

        #expect(lines == ["a", "b", "c"])
    }

    @Test("starts the first line with the first prefix and the others with the continuation prefix")
    func prefixesStartLines() {
        let text = "one two three four"

        let lines = wrapper.wrap(text, width: 12, firstPrefix: " 7. ", continuationPrefix: "    ")

        #expect(lines == [" 7. one two", "    three", "    four"])
    }

    @Test("wraps each line to the width left by its own prefix")
    func prefixesOfDifferentWidths() {
        let text = "aa bb cc dd ee"

        let lines = wrapper.wrap(text, width: 8, firstPrefix: "> ", continuationPrefix: "")

        #expect(lines == ["> aa bb", "cc dd ee"])
    }

    @Test("leaves at least one column for text after a prefix as wide as the width")
    func prefixWiderThanWidth() {
        let lines = wrapper.wrap("ab", width: 2, firstPrefix: "->", continuationPrefix: "->")

        #expect(lines == ["->a", "->b"])
    }

    @Test("ends an empty line with its prefix less the trailing spaces")
    func emptyLineHasNoTrailingSpaces() {
        let text = "a\n\nb"

        let lines = wrapper.wrap(text, width: 10, firstPrefix: "│ ", continuationPrefix: "│ ")

        #expect(lines == ["│ a", "│", "│ b"])
    }

    @Test(
        "takes a width below one, down to Int.min, as one column", arguments: [0, -5, Int.min, Int.min + 1])
    func widthBelowOne(width: Int) {
        let lines = wrapper.wrap("ab c", width: width, firstPrefix: "> ", continuationPrefix: "  ")

        #expect(lines == ["> a", "  b", "  c"])
    }

    @Test(
        "keeps a line within the width when a word starting with a variation selector fuses with the space before it"
    )
    func wordStartingWithASelector() {
        let text = "aaaa \u{FE0F}bbbbbbbbbbbbbbbb cc"

        let lines = wrapper.wrap(text, width: 21, firstPrefix: "  ", continuationPrefix: "  ")

        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 21 })
    }

    @Test("breaks a glyph wider than the line, a letter with a run of spacing marks, between its characters")
    func glyphWiderThanTheLine() {
        let glyph = "\u{915}" + String(repeating: "\u{93E}", count: 24)  // 25 columns, one cluster
        let text = "ab \(glyph) cd"

        let lines = wrapper.wrap(text, width: 10, firstPrefix: "  ", continuationPrefix: "  ")

        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
        #expect(lines.joined().unicodeScalars.filter { $0 == "\u{93E}" }.count == 24)
        #expect(lines.first == "  ab")
        #expect(lines.last?.hasSuffix(" cd") == true)
    }

    /// Guards `clustersCut(_:)` in `add(_:)`: a cluster wider than a line is broken between its scalars,
    /// and each one was measured against the whole cluster before it, so 20,000 marks took minutes.
    @Test("cuts a cluster of more than 32 scalars to its first 32, and wraps one of 21,000 within the width")
    func clusterOfThousandsOfMarks() {
        let cluster =
            "a" + String(repeating: "\u{903}", count: 1_000) + String(repeating: "\u{301}", count: 20_000)
        let cut = "a" + String(repeating: "\u{903}", count: 31)

        let lines = wrapper.wrap("ab \(cluster) cd", width: 20)

        #expect(lines == wrapper.wrap("ab \(cut) cd", width: 20))
        // One space is left between the words on a line, and none at a break.
        #expect(lines.joined().unicodeScalars.count == "ab\(cut)cd".unicodeScalars.count + 1)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
    }

    /// Guards the loop in `clustersCut(_:)`: a cluster cut down to its Prepend letters fuses with the
    /// next one, so one cut of a chain of them leaves a cluster as long as the chain.
    @Test("cuts again the clusters that pieces of cut clusters make, so none is longer than 32")
    func prependChain() {
        // 34 scalars, 25 of them Prepend letters a column wide: cut to 32, a unit is Prepend letters
        // alone, and fuses with the next.
        let unit = String(repeating: "\u{D4E}", count: 25) + String(repeating: "\u{600}", count: 8) + "a"
        let word = String(repeating: unit, count: 200)

        let lines = wrapper.wrap(word, width: 20)

        // The 200 pieces of the first cut make one cluster, which the second cut takes to 32 scalars.
        #expect(lines.joined().unicodeScalars.count == 32)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
    }

    @Test("keeps a cluster of 32 scalars whole")
    func clusterOf32() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
        let cluster = "e" + String(repeating: "\u{301}", count: 31)

        #expect(wrapper.wrap("\(family) \(cluster)", width: 20) == ["\(family) \(cluster)"])
    }

    @Test("measures a word with a spacing vowel sign by its characters, so the line holds the width")
    func spacingVowelSign() {
        let word = "\u{915}\u{93E}\u{915}\u{93E}"  // काका: four columns in two clusters

        let lines = wrapper.wrap("\(word) \(word) \(word)", width: 9)

        #expect(lines == ["\(word) \(word)", word])
    }

    /// The scalars that issue 20 found: Prepend letters (UAX #29, GB9b) that
    /// join the space after them into one `Character`.
    static let prependLetters: [Unicode.Scalar] = [
        "\u{D4E}", "\u{111C2}", "\u{1193F}", "\u{11A84}", "\u{11D46}", "\u{11F02}",
    ]

    /// Guards the split on the space *scalar* in `wrap`: split on the space
    /// `Character` instead and the paragraph has no place to break, so words
    /// are cut in the middle and a line ends with the fused space.
    @Test(
        "breaks at a space that a Prepend letter has fused to the word before it, at every width from 20 to 80",
        arguments: prependLetters)
    func spaceFusedToAPrependLetter(letter: Unicode.Scalar) {
        let word = "word" + String(letter)
        let text = Array(repeating: word, count: 30).joined(separator: " ") + " "

        for width in 20...80 {
            let lines = wrapper.wrap(text, width: width)

            let words = lines.flatMap { $0.unicodeScalars.split(separator: " ").map(String.init) }
            #expect(words == Array(repeating: word, count: 30), "a word was cut at width \(width)")
            #expect(lines.allSatisfy { $0.unicodeScalars.last?.properties.isWhitespace != true })
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        }
    }

    /// Guards the same split for a space at the *start* of a cluster: vowel
    /// signs after a space are built on it, and the cluster is wider than the
    /// line, so it used to be broken between its scalars with the space left
    /// at the end of a line.
    @Test("breaks at a space that a run of spacing marks is built on, and ends no line with it")
    func spaceUnderSpacingMarks() {
        let marks = String(repeating: "\u{93E}", count: 14)
        let text = "Dtionar" + String(repeating: "\u{FFFD}", count: 6) + " " + marks

        let lines = wrapper.wrap(text, width: 20, firstPrefix: "• │ • ", continuationPrefix: "  │   ")

        #expect(
            lines.map { Array($0.unicodeScalars) } == [
                Array("• │ • Dtionar\(String(repeating: "\u{FFFD}", count: 6))".unicodeScalars),
                Array("  │   \(marks)".unicodeScalars),
            ])
    }

    /// Guards the trim in `endLine` and the skip in `addGlyph`: a word broken
    /// at a no-break space leaves it at neither end of a line.
    @Test("drops a no-break space where a word too wide for the line is broken", arguments: [4, 5])
    func noBreakSpaceAtAForcedBreak(width: Int) {
        let lines = wrapper.wrap("aaaa\u{A0}bbbb", width: width)

        #expect(lines == ["aaaa", "bbbb"])
    }

    /// Guards the skip of white space in `addGlyph` and the drop of leading white space in `add`
    /// while `followsABreak`: a line begun by a break starts with no no-break space.
    @Test(
        "starts no line that a break began with a no-break space",
        arguments: [
            ("aaaa\u{A0}\u{A0}bbbb", 4, ["aaaa", "bbbb"]),
            ("foo \u{A0}bar", 4, ["foo", "bar"]),
            ("foo \u{A0}\u{3000}", 4, ["foo"]),
        ])
    func noWhiteSpaceStartsAWrappedLine(text: String, width: Int, expected: [String]) {
        #expect(wrapper.wrap(text, width: width) == expected)
    }

    @Test("keeps the no-break spaces that indent a line after a newline")
    func noBreakSpacesIndentAfterANewline() {
        let lines = wrapper.wrap("a\n\u{A0}\u{A0}b", width: 10)

        #expect(lines == ["a", "\u{A0}\u{A0}b"])
    }

    @Test("gives no lines for text of nothing but no-break spaces")
    func onlyNoBreakSpaces() {
        #expect(wrapper.wrap("\u{A0} \u{3000}", width: 10) == [])
    }

    /// Guards `widthAdded(by:)`: a cluster broken between its scalars fuses again on the line, and
    /// `❤` then U+FE0F is a two-column emoji, not the one column the heart measures alone.
    @Test(
        "measures the pieces of a broken cluster as they fuse on the line",
        arguments: ["\u{2764}\u{FE0F}", "#\u{FE0F}\u{20E3}", "\u{915}"])
    func brokenClusterFusesAgain(base: String) {
        // 29 marks: with the keycap's three scalars, the longest cluster a line shows whole.
        let cluster = base + String(repeating: "\u{93E}", count: 29)

        for width in 4...12 {
            let lines = wrapper.wrap("ab \(cluster) cd", width: width)

            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "at width \(width): \(lines)")
            #expect(lines.joined().unicodeScalars.filter { $0 == "\u{93E}" }.count == 29)
        }
    }
}
