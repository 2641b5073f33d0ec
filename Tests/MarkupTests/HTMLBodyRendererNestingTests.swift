import Testing

@testable import Markup

@Suite("HTMLBodyRenderer: elements left open or closed astray")
struct HTMLBodyRendererNestingTests {
    private let renderer = HTMLBodyRenderer()

    @Test("keeps the text of elements never closed")
    func unclosedElements() {
        let html = "<p>one<p>two <b>bold <i>and italic"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("one"), .paragraph("two bold and italic")])
    }

    @Test("ignores closing tags with nothing to close")
    func strayClosingTags() {
        let html = "</p>text</div></li></ul></blockquote></code></a></pre> more"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("text"), .paragraph("more")])
    }

    @Test("closes a list item at the next one")
    func unclosedListItems() {
        let html = "<ol><li>a<li>b</ol><li>loose"

        let blocks = renderer.render(html)

        #expect(
            blocks == [
                .listItem(marker: "1.", blocks: [.paragraph("a")]),
                .listItem(marker: "2.", blocks: [.paragraph("b")]),
                .listItem(marker: "•", blocks: [.paragraph("loose")]),
            ])
    }

    @Test("ignores a closing li meant for a nested list's item")
    func strayClosingListItem() {
        let html = "<ul><li>a<ul></li><li>b</li></ul></li></ul>"

        let blocks = renderer.render(html)

        #expect(
            blocks == [
                .listItem(
                    marker: "•", blocks: [.paragraph("a"), .listItem(marker: "•", blocks: [.paragraph("b")])])
            ])
    }

    @Test("closes the lists inside a quote with the quote")
    func quoteClosingItsLists() {
        let html = "<blockquote><ul><li>x</blockquote><p>y</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.quote([.listItem(marker: "•", blocks: [.paragraph("x")])]), .paragraph("y")])
    }

    @Test("closes whatever is still open at the end of the body")
    func openAtTheEnd() {
        let html = "<blockquote><ul><li>x"

        let blocks = renderer.render(html)

        #expect(blocks == [.quote([.listItem(marker: "•", blocks: [.paragraph("x")])])])
    }

    @Test("keeps the content of nesting deeper than the terminal can show in the deepest level")
    func deepNesting() {
        let html = String(repeating: "<blockquote>", count: 40) + "deep"
        var expected = [TextBlock.paragraph("deep")]
        for _ in 1..<BlockStack.maximumDepth { expected = [.quote(expected)] }

        let blocks = renderer.render(html)

        #expect(blocks == expected)
    }

    @Test("reads an unclosed pre as code to the end of the body")
    func unclosedPre() {
        let html = "<pre>a\n<p>b</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.code(["a", "b"])])
    }
}
