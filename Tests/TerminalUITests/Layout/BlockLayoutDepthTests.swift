import Markup
import Presenters
import TerminalUI
import Testing

/// Deep nesting and long list numbers: the margins stop at half the width, so every line fits.
@MainActor
@Suite("BlockLayout: deep margins")
struct BlockLayoutDepthTests {
    private let layout = BlockLayout(cache: LayoutCache())
    private let renderer = HTMLBodyRenderer()

    private func quotes(_ depth: Int, around block: TextBlock) -> TextBlock {
        (0..<depth).reduce(block) { inner, _ in .quote([inner]) }
    }

    /// The lines wider than `width`; code and URLs are the only lines allowed past it, and these bodies have none.
    private func overflowing(_ lines: [String], width: Int) -> [String] {
        lines.filter { DisplayWidth.of($0) > width }
    }

    @Test("stops adding quote marks once the margin would take more than half the width")
    func deepQuotesStopAtHalfTheWidth() {
        let blocks = [quotes(10, around: .paragraph("deep words here"))]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["│ │ │ │ │ deep words", "│ │ │ │ │ here"])
    }

    @Test("writes the marker of an item too deep to hang at the start of its text")
    func deepItemLeadsWithItsMarker() {
        let inner: TextBlock = .listItem(marker: "3.", blocks: [.paragraph("inner text")])
        let blocks = [quotes(4, around: .listItem(marker: "•", blocks: [inner]))]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["│ │ │ │ • 3. inner", "│ │ │ │   text"])
    }

    @Test("writes a list number too long to hang at the start of the item's text")
    func longNumberLeadsTheText() {
        let blocks: [TextBlock] = [.listItem(marker: "9223372036854775807.", blocks: [.paragraph("x y")])]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["9223372036854775807.", "x y"])
    }

    @Test(
        "gives an item too deep to hang, whose first block is no paragraph, its marker on a line of its own")
    func deepItemBeforeCode() {
        let blocks = [quotes(5, around: .listItem(marker: "•", blocks: [.code(["make"])]))]

        let lines = layout.lines(for: blocks, width: 20)

        #expect(lines == ["│ │ │ │ │ •", "│ │ │ │ │", "│ │ │ │ │     make"])
    }

    @Test(
        "keeps the fuzzers' deep bodies within the width",
        arguments: [
            (
                String(repeating: "<ol start=\"9223372036854775807\"><li>", count: 4) + "words that wrap "
                    + String(repeating: "again ", count: 20), 80
            ),
            ("<ol start=9223372036854775807><li>x y", 20),
            (String(repeating: "<blockquote>", count: 10) + "quoted words", 20),
        ])
    func reproducersFit(html: String, width: Int) {
        let lines = layout.lines(for: renderer.render(html), width: width)

        #expect(overflowing(lines, width: width) == [])
    }

    @Test("holds the width rule at every width from 20 up, however deep lists and quotes nest")
    func widthRuleAtEveryWidth() {
        let deep =
            String(repeating: "<blockquote><ol start=\"-99999999\"><li>", count: 12) + "some text to wrap"
        let blocks = renderer.render(deep)

        for width in 20...160 {
            let lines = layout.lines(for: blocks, width: width, indent: "  ")
            #expect(overflowing(lines, width: width) == [], "at width \(width)")
        }
    }
}
