import Markup
import Testing

@Suite("HTMLBodyRenderer: code blocks")
struct HTMLBodyRendererCodeTests {
    private let renderer = HTMLBodyRenderer()

    @Test("keeps code blocks verbatim and expands tabs")
    func codeBlock() {
        let html = "<pre><code>if x {\n\treturn  1 // two  spaces\n}\nab\tc\n</code></pre>"

        let blocks = renderer.render(html)

        #expect(blocks == [.code(["if x {", "    return  1 // two  spaces", "}", "ab  c"])])
    }

    @Test("expands tabs to the given tab width")
    func customTabWidth() {
        let html = "<pre>\ta\n12345\tb</pre>"

        let blocks = HTMLBodyRenderer(tabWidth: 8).render(html)

        #expect(blocks == [.code(["        a", "12345   b"])])
    }

    @Test("decodes entities in code blocks once and drops the tags inside them")
    func codeBlockMarkup() {
        let html = "<pre><code>a &lt;b&gt; <b>bold</b> &amp;amp;<br>next</code></pre>"

        let blocks = renderer.render(html)

        #expect(blocks == [.code(["a <b> bold &amp;", "next"])])
    }

    @Test("drops blank lines at the edges of a code block but keeps those inside")
    func codeBlockBlankLines() {
        let html = "<pre>\n\nfirst\n\n  \nlast\n  \n\n</pre>"

        let blocks = renderer.render(html)

        #expect(blocks == [.code(["first", "", "  ", "last"])])
    }

    @Test("removes escape sequences and controls from code blocks")
    func codeBlockSanitized() {
        let html = "<pre><code>\u{1B}[31mred\u{1B}[0m&#x1B;]0;title&#7;\u{7}\r\nnext</code></pre>"

        let blocks = renderer.render(html)

        #expect(blocks == [.code(["red", "next"])])
    }

    @Test("drops an empty code block")
    func emptyCodeBlock() {
        let html = "<p>a</p><pre><code>\n</code></pre>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("a")])
    }

    @Test("renders a blockquote with a code block inside")
    func blockquoteWithCode() {
        let html =
            "<blockquote>\n<p>It says:</p>\n<pre><code>error: x\n</code></pre>\n</blockquote>\n<p>after</p>"

        let blocks = renderer.render(html)

        #expect(
            blocks == [
                .quote([.paragraph("It says:"), .code(["error: x"])]),
                .paragraph("after"),
            ])
    }
}
