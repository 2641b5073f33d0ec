import Markup
import Testing

@Suite("HTMLBodyRenderer: blocks")
struct HTMLBodyRendererTests {
    private let renderer = HTMLBodyRenderer()

    @Test("renders typical Stack Exchange markup")
    func typicalBody() {
        let html = """
            <p>Try this:</p>\n\n<pre><code>let x = 1\n</code></pre>\n\n<ul>\n<li>one</li>\n\
            <li>two <a href="https://x.org">docs</a></li>\n</ul>
            """

        let blocks = renderer.render(html)

        #expect(
            blocks == [
                .paragraph("Try this:"),
                .code(["let x = 1"]),
                .listItem(marker: "•", blocks: [.paragraph("one")]),
                .listItem(marker: "•", blocks: [.paragraph("two docs <https://x.org>")]),
            ])
    }

    @Test(
        "renders no blocks for a body without visible text",
        arguments: ["", " \n\t\n ", "<p> </p>\n<div></div>"])
    func emptyBody(html: String) {
        let blocks = renderer.render(html)

        #expect(blocks == [])
    }

    @Test("turns loose text between blocks into paragraphs")
    func looseText() {
        let html = "intro<p>middle</p>outro"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("intro"), .paragraph("middle"), .paragraph("outro")])
    }

    @Test("collapses whitespace and trims it at the edges of a block")
    func whitespace() {
        let html = "<p>\n   one\n\n   two  <b> three </b> </p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("one two three")])
    }

    @Test("decodes entities exactly once")
    func entitiesDecodedOnce() {
        let html = "<p>&amp;lt; is written &lt; &#x41;&#66;</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("&lt; is written < AB")])
    }

    @Test("renders headings of every level")
    func headings() {
        let html = "<h1>Title</h1><h3>Sub <em>part</em></h3><p>text</p><h6>Last</h6>"

        let blocks = renderer.render(html)

        #expect(blocks == [.heading("Title"), .heading("Sub part"), .paragraph("text"), .heading("Last")])
    }

    @Test("turns br into a line break inside the paragraph")
    func lineBreaks() {
        let html = "<p><br>one<br>two <br/> three<br></p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("one\ntwo\nthree")])
    }

    @Test("starts the line after a br afresh, with no space pending after an empty link there")
    func lineBreakBeforeEmptyLink() {
        let html = "<p>a<br><a href=\"https://x.org\"></a>b</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("a\n<https://x.org>b")])
    }

    @Test("renders hr as a rule")
    func rule() {
        let html = "<p>above</p><hr><p>below</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("above"), .rule, .paragraph("below")])
    }

    @Test("numbers an ordered list from one")
    func orderedList() {
        let html = "<ol><li>first</li><li>second</li></ol>"

        let blocks = renderer.render(html)

        #expect(
            blocks == [
                .listItem(marker: "1.", blocks: [.paragraph("first")]),
                .listItem(marker: "2.", blocks: [.paragraph("second")]),
            ])
    }

    @Test("numbers an ordered list from its start attribute")
    func orderedListWithStart() {
        let html = "<ol start=\"5\"><li>fifth</li><li>sixth</li></ol>"

        let blocks = renderer.render(html)

        #expect(
            blocks == [
                .listItem(marker: "5.", blocks: [.paragraph("fifth")]),
                .listItem(marker: "6.", blocks: [.paragraph("sixth")]),
            ])
    }

    @Test("puts a nested list inside its item")
    func nestedList() {
        let html = "<ul><li>fruit<ol><li>apple</li><li>pear</li></ol></li><li>bread</li></ul>"

        let blocks = renderer.render(html)

        #expect(
            blocks == [
                .listItem(
                    marker: "•",
                    blocks: [
                        .paragraph("fruit"),
                        .listItem(marker: "1.", blocks: [.paragraph("apple")]),
                        .listItem(marker: "2.", blocks: [.paragraph("pear")]),
                    ]),
                .listItem(marker: "•", blocks: [.paragraph("bread")]),
            ])
    }

    @Test("keeps the paragraphs of a list item apart")
    func listItemParagraphs() {
        let html = "<ul><li><p>one</p><p>two</p></li></ul>"

        let blocks = renderer.render(html)

        #expect(blocks == [.listItem(marker: "•", blocks: [.paragraph("one"), .paragraph("two")])])
    }

    @Test("reads a table row by row with its cells separated by bars")
    func table() {
        let html = "<table><tr><th>Name</th><th>Age</th></tr><tr><td> Ann </td><td>7</td></tr></table>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("Name | Age"), .paragraph("Ann | 7")])
    }
}
