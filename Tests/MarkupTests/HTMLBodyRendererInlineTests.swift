import Markup
import Testing

@Suite("HTMLBodyRenderer: inline markup")
struct HTMLBodyRendererInlineTests {
    private let renderer = HTMLBodyRenderer()

    @Test("puts inline code in backticks")
    func inlineCode() {
        let html = "<p>Call <code>run()</code>, then <code>&lt;T&gt;</code>.</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("Call `run()`, then `<T>`.")])
    }

    @Test("moves spaces just inside inline code outside it and drops empty code")
    func inlineCodeSpacing() {
        let html = "<p>a<code> x </code>b<code></code>c</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("a `x` bc")])
    }

    @Test("writes a link as its text followed by its URL")
    func link() {
        let html = "<p>Read <a href=\"https://x.org/docs\" rel=\"nofollow\">the docs</a> first.</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("Read the docs <https://x.org/docs> first.")])
    }

    @Test("writes only the URL when a link's text is its URL")
    func linkShowingItsURL() {
        let html = "<p>See <a href=\"https://x.org\">https://x.org</a>.</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("See <https://x.org>.")])
    }

    @Test("writes the URL of a link without text")
    func linkWithoutText() {
        let html = "<p>See <a href=\"https://x.org\"> </a>now</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("See <https://x.org> now")])
    }

    @Test(
        "writes only the text of a link without a target worth showing",
        arguments: [
            "<a>docs</a>", "<a href=\"#section\">docs</a>", "<a href=\"javascript:alert(1)\">docs</a>",
            "<a href=\" JavaScript:void(0)\">docs</a>", "<a href=\"\">docs</a>",
        ])
    func linkWithoutTarget(link: String) {
        let html = "<p>see \(link)</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("see docs")])
    }

    @Test("keeps relative link targets as written")
    func relativeLink() {
        let html = "<p><a href=\"/questions/1/why\">this question</a></p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("this question </questions/1/why>")])
    }

    @Test("decodes and sanitises link targets")
    func linkTargetDecoded() {
        let html = "<p><a href=\"https://x.org/?a=1&amp;b=2\u{1B}[31m\">q</a></p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("q <https://x.org/?a=1&b=2>")])
    }

    @Test("shows an image as its alt text and source")
    func image() {
        let html = "<p>Look: <img src=\"https://i.sstatic.net/c.png\" alt=\"a &quot;cat&quot;\"></p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("Look: [image: a \"cat\" <https://i.sstatic.net/c.png>]")])
    }

    @Test("shows an image without alt text as its source")
    func imageWithoutAlt() {
        let html = "<p><img src=\"https://i.sstatic.net/c.png\" alt=\"\"/></p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("[image <https://i.sstatic.net/c.png>]")])
    }

    @Test("shows an image linked to its full size with both URLs")
    func linkedImage() {
        let html = "<a href=\"https://x.org/big.png\"><img src=\"https://x.org/small.png\" alt=\"x\"></a>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("[image: x <https://x.org/small.png>] <https://x.org/big.png>")])
    }

    @Test("keeps only the text of formatting a terminal cannot show")
    func formatting() {
        let html = """
            <p><strong>s</strong> <b>b</b> <em>e</em> <i>i</i> <kbd>Ctrl</kbd>+<kbd>C</kbd> \
            x<sup>2</sup> H<sub>2</sub>O <del>old</del> <span class="x">span</span></p>
            """

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("s b e i Ctrl+C x2 H2O old span")])
    }

    @Test("keeps no-break spaces")
    func noBreakSpace() {
        let html = "<p>10&nbsp;km</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("10\u{A0}km")])
    }

    @Test("removes escape sequences from text, written or as entities")
    func escapeSequencesInText() {
        let html = "<p>\u{1B}[31mred\u{1B}[0m and &#x1B;[2Jclear&#27;]0;title&#7; end</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("red and clear end")])
    }

    @Test("removes C1 and bidirectional controls from text")
    func controlsInText() {
        let html = "<h2>a\u{202E}b&#x2066;c&#x9B;31md\u{85}e</h2>"

        let blocks = renderer.render(html)

        #expect(blocks == [.heading("abcde")])
    }
}
