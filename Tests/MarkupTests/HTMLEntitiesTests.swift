import Markup
import Testing

@Suite("HTML entities")
struct HTMLEntitiesTests {
    @Test(
        "decodes the references titles and names use",
        arguments: [
            ("Use &quot;quotes&quot;", "Use \"quotes\""),
            ("Don&#39;t", "Don't"),
            ("Tom &amp; Jerry", "Tom & Jerry"),
            ("a &lt; b &gt; c", "a < b > c"),
            ("caf&eacute; &hellip;", "café …"),
            ("&#x1F680; launch", "🚀 launch"),
            ("&#X41;&#66;", "AB"),
        ])
    func decodesReferences(encoded: String, decoded: String) {
        #expect(HTMLEntities.decode(encoded) == decoded)
    }

    @Test("decodes exactly once, so an encoded reference stays a reference")
    func decodesOnce() {
        #expect(HTMLEntities.decode("&amp;lt;b&amp;gt;") == "&lt;b&gt;")
    }

    @Test("keeps an unknown name or a reference without its semicolon as written")
    func keepsWhatIsNotAReference() {
        #expect(HTMLEntities.decode("AT&T &bogus; &amp") == "AT&T &bogus; &amp")
    }

    @Test("turns a number that names no character into the replacement character")
    func replacesInvalidNumbers() {
        #expect(HTMLEntities.decode("&#0;&#xD800;&#1114112;") == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test("decodes a control character, which the presenters remove before output")
    func decodesControlCharacters() {
        #expect(HTMLEntities.decode("&#27;[31m") == "\u{1B}[31m")
    }

    @Test(
        "decodes a reference that a combining mark or a prepended mark fuses with",
        arguments: [
            ("&lt;\u{338}", "<\u{338}"), ("&amp;\u{301}", "&\u{301}"), ("&gt;\u{20D2}", ">\u{20D2}"),
            ("\u{600}&amp;", "\u{600}&"), ("caf&eacute;\u{301}", "caf\u{E9}\u{301}"),
        ])
    func decodesReferencesInsideClusters(encoded: String, decoded: String) {
        // Scalars, not Strings, are compared: String equality is canonical, and `<` + U+0338 equals `≮`.
        #expect(scalars(HTMLEntities.decode(encoded)) == scalars(decoded))
    }

    @Test("does not take a Greek question mark for the semicolon that ends a reference")
    func greekQuestionMarkIsNoSemicolon() {
        let text = "&lt\u{37E} and &amp\u{37E}"

        #expect(scalars(HTMLEntities.decode(text)) == scalars(text))
    }

    @Test(
        "keeps a number with a sign as written",
        arguments: ["&#+65;", "&#x+41;", "&#-0;", "&#-65;", "&#x-41;", "&# 65;"])
    func keepsSignedNumbers(text: String) {
        #expect(HTMLEntities.decode(text) == text)
    }

    @Test("turns a number too large for any character into the replacement character, however long")
    func replacesHugeNumbers() {
        #expect(HTMLEntities.decode("&#4294967296;&#x100000000;&#99999999999;") == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test("keeps a reference with a space or a non-ASCII letter before its semicolon as written")
    func keepsWhatIsNotAReferenceBody() {
        #expect(
            HTMLEntities.decode("&a b; &caf\u{E9}; &#\u{664}\u{665};")
                == "&a b; &caf\u{E9}; &#\u{664}\u{665};")
    }

    @Test("returns text without an ampersand unchanged")
    func leavesPlainText() {
        #expect(HTMLEntities.decode("漢字 😀 plain") == "漢字 😀 plain")
    }

    private func scalars(_ text: String) -> [Unicode.Scalar] {
        Array(text.unicodeScalars)
    }
}
