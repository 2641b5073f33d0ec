import Markup
import Presenters
import TerminalUI
import Testing

@MainActor
@Suite("BlockLayout")
struct BlockLayoutTests {
    private let cache = LayoutCache()
    private var layout: BlockLayout { BlockLayout(cache: cache) }

    @Test("wraps a paragraph to the width")
    func paragraphIsWrapped() {
        let blocks: [TextBlock] = [.paragraph("The quick brown fox jumps over the lazy dog")]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["The quick brown fox", "jumps over the lazy", "dog"])
    }

    @Test("wraps a heading like a paragraph")
    func headingIsWrapped() {
        let blocks: [TextBlock] = [.heading("Why does my build fail on Linux")]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["Why does my build", "fail on Linux"])
    }

    @Test("separates blocks with one blank line")
    func blocksAreSeparatedByBlankLine() {
        let blocks: [TextBlock] = [.heading("Answer"), .paragraph("Use a lock."), .rule]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["Answer", "", "Use a lock.", "", String(repeating: "─", count: 20)])
    }

    @Test("indents code by four columns and never wraps it")
    func codeIsIndentedNotWrapped() {
        let blocks: [TextBlock] = [.code(["let total = values.reduce(0, +)", "", "print(total)   "])]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["    let total = values.reduce(0, +)", "", "    print(total)"])
    }

    @Test("hangs the lines of a list item after its marker")
    func listItemHangsAfterMarker() {
        let blocks: [TextBlock] = [
            .listItem(marker: "•", blocks: [.paragraph("first item wraps here nicely")]),
            .listItem(marker: "•", blocks: [.paragraph("second")]),
        ]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["• first item wraps", "  here nicely", "• second"])
    }

    @Test("aligns the lines of a numbered item with the text after its number")
    func numberedItemAlignsWithText() {
        let blocks: [TextBlock] = [.listItem(marker: "10.", blocks: [.paragraph("check the version first")])]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["10. check the", "    version first"])
    }

    @Test("separates the blocks of one item with a blank line that has no trailing spaces")
    func itemBlocksAreSeparated() {
        let blocks: [TextBlock] = [.listItem(marker: "1.", blocks: [.paragraph("Run:"), .code(["make"])])]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["1. Run:", "", "       make"])
    }

    @Test("indents a nested list under its item's text without blank lines")
    func nestedListIsIndented() {
        let blocks: [TextBlock] = [
            .listItem(
                marker: "1.",
                blocks: [
                    .paragraph("Fruit"),
                    .listItem(marker: "•", blocks: [.paragraph("apple and pear and plum")]),
                    .listItem(marker: "•", blocks: [.paragraph("fig")]),
                ]
            ),
            .listItem(marker: "2.", blocks: [.paragraph("Vegetables")]),
        ]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["1. Fruit", "   • apple and pear", "     and plum", "   • fig", "2. Vegetables"])
    }

    @Test("separates a list from the paragraph after it with a blank line")
    func listIsFollowedByBlankLine() {
        let blocks: [TextBlock] = [.listItem(marker: "•", blocks: [.paragraph("one")]), .paragraph("Done.")]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["• one", "", "Done."])
    }

    @Test("marks each line of a quote and wraps it to the width left")
    func quoteIsMarked() {
        let blocks: [TextBlock] = [.quote([.paragraph("To be or not to be, that is the question")])]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["│ To be or not to", "│ be, that is the", "│ question"])
    }

    @Test("keeps the quote mark on blank lines and code inside a quote")
    func quoteContainsCode() {
        let blocks: [TextBlock] = [.quote([.paragraph("Try:"), .code(["swift build", "", "swift test"])])]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["│ Try:", "│", "│     swift build", "│", "│     swift test"])
    }

    @Test(
        "draws a rule across the width up to forty columns",
        arguments: [(1, 1), (20, 20), (40, 40), (120, 40)]
    )
    func ruleSpansWidth(width: Int, expectedLength: Int) {
        let lines = layout.lines(for: [.rule], width: width)

        #expect(lines == [String(repeating: "─", count: expectedLength)])
    }

    @Test("separates a paragraph from the list after it inside a quote with a marked blank line")
    func listInsideQuote() {
        let blocks: [TextBlock] = [
            .quote([.paragraph("a"), .listItem(marker: "•", blocks: [.paragraph("b")])])
        ]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["│ a", "│", "│ • b"])
    }

    @Test("draws a rule inside a quote across the width left")
    func ruleInsideQuote() {
        let lines = layout.lines(for: [.quote([.rule])], width: 12)

        #expect(lines == ["│ ──────────"])
    }

    @Test("never ends a line with a space or exceeds the width outside code and URLs")
    func linesFitAndHaveNoTrailingSpaces() {
        let blocks: [TextBlock] = [
            .heading("A heading that is long"),
            .paragraph("Text with  double  spaces\nand a break "),
            .quote([
                .listItem(marker: "•", blocks: [.paragraph("quoted item"), .quote([.paragraph("deep")])])
            ]),
            .listItem(marker: "•", blocks: []),
            .rule,
        ]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines.allSatisfy { $0.unicodeScalars.last?.properties.isWhitespace != true })
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
    }

    /// Guards the split on space scalars in `TextWrapper.wrap`: the fuzzer's
    /// finding, where a space that vowel signs are built on formed one cluster
    /// wider than the line, was broken between its scalars and left the space
    /// at the end of a line. (The trim in `endLine` is guarded by the
    /// TextWrapper test "drops a no-break space where a word too wide for the
    /// line is broken".)
    @Test("ends no line with the space of a cluster built on it, in a list inside a quote inside a list")
    func clusterBuiltOnASpaceInNestedBlocks() {
        let text =
            "Dtionar" + String(repeating: "\u{FFFD}", count: 6) + " "
            + String(repeating: "\u{93E}", count: 14)
        let blocks: [TextBlock] = [
            .listItem(marker: "•", blocks: [.quote([.listItem(marker: "•", blocks: [.paragraph(text)])])])
        ]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines.allSatisfy { $0.unicodeScalars.last?.properties.isWhitespace != true })
        #expect(
            lines.first?.unicodeScalars.elementsEqual(
                "• │ • Dtionar\(String(repeating: "\u{FFFD}", count: 6))".unicodeScalars) == true)
    }

    /// Guards the scalar trim of a code line in `lines(for:margin:width:)`: a
    /// code line whose last cluster is a letter fused with the space after it.
    @Test("ends no code line with a space that a cluster has swallowed")
    func codeLineEndingInAFusedSpace() {
        let blocks: [TextBlock] = [.code(["let x = 1 \u{D4E} "])]

        let lines = layout.lines(for: blocks, width: 40)

        #expect(lines.count == 1)
        #expect(lines[0].unicodeScalars.elementsEqual("    let x = 1 \u{D4E}".unicodeScalars))
    }

    @Test("wraps a paragraph once when the same blocks are laid out twice")
    func layoutUsesCache() {
        let blocks: [TextBlock] = [.paragraph("Cached text")]

        let first = layout.lines(for: blocks, width: 20)
        let second = layout.lines(for: blocks, width: 20)

        #expect(first == second)
        #expect(cache.misses == 1)
        #expect(cache.hits == 1)
    }
}
