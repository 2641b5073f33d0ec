import Markup
import Testing

@Suite("HTMLBodyRenderer: malformed markup")
struct HTMLBodyRendererMalformedTests {
    private let renderer = HTMLBodyRenderer()

    @Test("decodes an entity that a combining mark follows, so no reference is left raw")
    func entityBeforeCombiningMark() {
        let html = "<p>Why is a &lt;\u{338} b</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("Why is a <\u{338} b")])
    }

    @Test("drops a prepended concatenation mark, so a word cannot fuse with the space after it")
    func prependedConcatenationMark() {
        let html = "<p>aaaaaaaaaaaaaaaaaaaa\u{602} b</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("aaaaaaaaaaaaaaaaaaaa b")])
    }

    @Test("reads a less-than sign that starts no tag as text")
    func lessThanAsText() {
        let html = "<p>if a < b and c <= d or x<3 and y <> z</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("if a < b and c <= d or x<3 and y <> z")])
    }

    @Test("keeps a tag cut off at the end of the body as text")
    func truncatedTag() {
        let html = "<p>the end <a href='https://x"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("the end <a href='https://x")])
    }

    @Test("keeps the text after an attribute whose quote is never closed")
    func unterminatedAttribute() {
        let html = "<p>x <a href=\"oops>link</a> y</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("x <a href=\"oops>link y")])
    }

    @Test("keeps the text after a comment that is never closed")
    func unterminatedComment() {
        let html = "<p>a <!-- never closed</p><p>b</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("a <!-- never closed"), .paragraph("b")])
    }

    @Test("drops comments and declarations")
    func commentsAndDeclarations() {
        let html = "<!DOCTYPE html><?xml version=\"1.0\"?><p>a<!-- hidden -->b<!---->c<!-->d</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("abcd")])
    }

    @Test("drops the content of script and style elements")
    func scriptAndStyle() {
        let html = "<p>a</p><script>if (x<y) alert('</p>')</script><STYLE>p { color: red }</STYLE><p>b</p>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("a"), .paragraph("b")])
    }

    @Test("keeps the content of a script element never closed as text")
    func unclosedScript() {
        let html = "<p>a</p><script>alert(1)"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("a"), .paragraph("alert(1)")])
    }

    @Test("reads uppercase tags and attributes")
    func uppercaseMarkup() {
        let html = "<P>A<BR>B</P><UL><LI>i</LI></UL><A HREF=\"https://x.org\">X</A>"

        let blocks = renderer.render(html)

        #expect(
            blocks == [
                .paragraph("A\nB"),
                .listItem(marker: "•", blocks: [.paragraph("i")]),
                .paragraph("X <https://x.org>"),
            ])
    }

    @Test("reads attributes in single, double or no quotes")
    func attributeQuoting() {
        let html = """
            <ol start=3><li>a</li></ol><p><a href='https://a.org'>a</a> <a href=https://b.org>b</a> \
            <a class=x href = "https://c.org" >c</a></p>
            """

        let blocks = renderer.render(html)

        #expect(
            blocks == [
                .listItem(marker: "3.", blocks: [.paragraph("a")]),
                .paragraph("a <https://a.org> b <https://b.org> c <https://c.org>"),
            ])
    }

    @Test("reads an attribute with several spaces on each side of its equals sign")
    func spacedAttribute() {
        let html = "<ol start  =   4><li>a</li></ol>"

        let blocks = renderer.render(html)

        #expect(blocks == [.listItem(marker: "4.", blocks: [.paragraph("a")])])
    }

    @Test("reads a tag whose name starts with any letter, z and Z included")
    func tagNamesAtTheEndOfTheAlphabet() {
        let html = "<zoo>a</zoo> <Zed>b</Zed>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("a b")])
    }

    @Test("reads a tag cut off after an attribute name and spaces, at the end of the body, as text")
    func tagCutOffAfterSpaces() {
        let html = "<p>the end <a href   "

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("the end <a href")])
    }

    @Test("closes a nested bulleted list at its closing tag, so the next item belongs to the outer list")
    func closedNestedList() {
        let html = "<ol><li>a<ul><li>b</li></ul></li><li>c</li></ol>"

        let blocks = renderer.render(html)

        #expect(
            blocks == [
                .listItem(
                    marker: "1.",
                    blocks: [.paragraph("a"), .listItem(marker: "•", blocks: [.paragraph("b")])]),
                .listItem(marker: "2.", blocks: [.paragraph("c")]),
            ])
    }

    @Test("keeps the text of unknown elements")
    func unknownElements() {
        let html = "<custom-tag data-x=1>kept</custom-tag> <svg><text>too</text></svg>"

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph("kept too")])
    }

    @Test(
        "reads fragments of markup without losing their text",
        arguments: [
            ("<", [TextBlock.paragraph("<")]), ("</", [.paragraph("</")]), ("<!", [.paragraph("<!")]),
            ("<!--", [.paragraph("<!--")]), ("</>", [.paragraph("</>")]), ("<<>>", [.paragraph("<<>>")]),
            ("a &#x; & b", [.paragraph("a &#x; & b")]), ("<pre>", []),
            ("<ol start=x><li>", [.listItem(marker: "1.", blocks: [])]),
        ])
    func fragments(html: String, expected: [TextBlock]) {
        let blocks = renderer.render(html)

        #expect(blocks == expected)
    }

    @Test("reads a long body of tags never closed as its text")
    func longMalformedBody() {
        let html = String(repeating: "<a ", count: 10_000)

        let blocks = renderer.render(html)

        #expect(blocks == [.paragraph(Array(repeating: "<a", count: 10_000).joined(separator: " "))])
    }
}

@Suite("HTML body renderer, absurd numbers")
struct HTMLBodyRendererAbsurdNumberTests {
    @Test("numbers a list starting at the largest integer without overflowing")
    func hugeStart() {
        let blocks = HTMLBodyRenderer().render(#"<ol start="9223372036854775807"><li>a</li><li>b</li></ol>"#)

        #expect(blocks.count == 2)
        #expect(blocks.first == .listItem(marker: "9223372036854775807.", blocks: [.paragraph("a")]))
    }
}
