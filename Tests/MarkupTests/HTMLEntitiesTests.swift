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

    @Test("returns text without an ampersand unchanged")
    func leavesPlainText() {
        #expect(HTMLEntities.decode("漢字 😀 plain") == "漢字 😀 plain")
    }
}
