import DocsKit
import Testing

/// A tutorial picture is a terminal drawn as SVG text from lines the app wrote.
@Suite("Terminal pictures")
struct TerminalPictureTests {
    @Test("draws the command, then each line, as text escaped for SVG")
    func drawsEscapedText() {
        let picture = TerminalPicture(
            fileName: "a.svg", title: "A <trace>", command: "$ questions", lines: ["a & b", "'quoted' <x>"])

        let svg = picture.svg

        #expect(svg.contains(">$ questions</tspan>"))
        #expect(svg.contains(">a &amp; b</tspan>"))
        #expect(svg.contains(">&apos;quoted&apos; &lt;x&gt;</tspan>"))
        #expect(svg.contains("<title>A &lt;trace&gt;</title>"))
        #expect(!svg.contains("<x>"))
    }

    @Test("is as wide as its longest line and as tall as its lines")
    func size() {
        let short = TerminalPicture(fileName: "a.svg", title: "t", command: "c", lines: ["1"])
        let long = TerminalPicture(
            fileName: "b.svg", title: "t", command: "c", lines: ["123456789", "2", "3"])

        #expect(short.svg.contains("width='40'"))
        #expect(long.svg.contains("width='104'"))
        #expect(long.svg.contains("height='121'"))
    }
}
