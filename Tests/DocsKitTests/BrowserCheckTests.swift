import DocsKit
import Testing

/// What the browser check reads of the DOM Chromium drew: the visible text, and the links into the site.
@Suite("Browser check")
struct BrowserCheckTests {
    let dom = """
        <html><head><title>Not visible</title></head><body>
        <script>var x = "<h1>Hidden</h1>";</script>
        <h1>Model   2</h1><p>A &amp; B</p>
        <a href="/documentation/questions/mvc">MVC</a> <a href="https://swift.org">out</a>
        <a href="/tutorials/questions/openinmvc#step-1">step</a>
        </body></html>
        """

    @Test("reads the body's text, scripts and tags left out, entities decoded, white space single")
    func visibleText() {
        let text = BrowserCheck.visibleText(of: dom)

        #expect(text.contains("Model 2 A & B MVC"))
        #expect(!text.contains("Hidden"))
        #expect(!text.contains("Not visible"))
    }

    @Test("follows only the links into the site")
    func internalLinks() {
        #expect(
            BrowserCheck.internalLinks(in: dom) == [
                "/documentation/questions/mvc", "/tutorials/questions/openinmvc#step-1",
            ])
    }
}
