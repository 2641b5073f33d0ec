/// Gives each HTML token its meaning and builds the text blocks of one body.
///
/// Block tags end the paragraph being read and open or close containers in
/// `BlockStack`; inline tags mark up the running text in `InlineText`; inside
/// `<pre>` only text counts, kept verbatim in `PreformattedText`. Tags it does
/// not know, and formatting a terminal cannot show (`<strong>`, `<em>`,
/// `<span>`…), are ignored, so only their text remains.
struct TextBlockBuilder {
    /// Ordinary blocks: each starts and ends a paragraph. Table rows are among
    /// them, their cells separated by bars, so a table still reads row by row.
    private static let paragraphElements: Set = [
        "p", "div", "section", "article", "header", "footer", "figure", "figcaption", "details",
        "summary", "dl", "dt", "dd", "table", "caption", "tr",
    ]
    private static let headingElements: Set = ["h1", "h2", "h3", "h4", "h5", "h6"]

    private let tabWidth: Int
    private var blocks = BlockStack()
    private var inline = InlineText()
    /// Whether the running text is a heading's; any block boundary ends it.
    private var isHeading = false
    /// The code being read; while there is one, tags other than `</pre>` and `<br>` are ignored.
    private var preformatted: PreformattedText?

    init(tabWidth: Int) {
        self.tabWidth = tabWidth
    }

    mutating func consume(_ token: HTMLToken) {
        switch token {
        case .text(let text) where preformatted != nil:
            preformatted?.append(HTMLEntities.decode(text))
        case .text(let text):
            inline.append(TerminalText.sanitized(HTMLEntities.decode(text)))
        case .startTag(let name, _) where preformatted != nil:
            if name == "br" { preformatted?.append("\n") }
        case .startTag(let name, let attributes):
            open(name, attributes: attributes)
        case .endTag(let name) where preformatted != nil:
            if name == "pre" { endPreformatted() }
        case .endTag(let name):
            close(name)
        }
    }

    /// The blocks of the body, closing whatever the markup left open.
    mutating func finish() -> [TextBlock] {
        endPreformatted()
        endParagraph()
        return blocks.finish()
    }

    private mutating func open(_ name: String, attributes: [String: String]) {
        switch name {
        case "br": inline.breakLine()
        case "code": inline.beginCode()
        case "a": inline.beginLink(to: Self.linkTarget(attributes))
        case "img": inline.append(atom: Self.imageDescription(attributes))
        case "td", "th": inline.beginCell()
        case "hr":
            endParagraph()
            blocks.append(.rule)
        case "pre":
            endParagraph()
            preformatted = PreformattedText()
        case "blockquote":
            endParagraph()
            blocks.openQuote()
        case "ul":
            endParagraph()
            blocks.openList(numberedFrom: nil)
        case "ol":
            endParagraph()
            blocks.openList(numberedFrom: Self.attribute("start", in: attributes).flatMap { Int($0) } ?? 1)
        case "li":
            endParagraph()
            blocks.openItem()
        case _ where Self.headingElements.contains(name):
            endParagraph()
            isHeading = true
        case _ where Self.paragraphElements.contains(name):
            endParagraph()
        default:
            break
        }
    }

    private mutating func close(_ name: String) {
        switch name {
        case "code": inline.endCode()
        case "a": inline.endLink()
        case "blockquote":
            endParagraph()
            blocks.closeQuote()
        case "ul", "ol":
            endParagraph()
            blocks.closeList()
        case "li":
            endParagraph()
            blocks.closeItem()
        case _ where Self.paragraphElements.contains(name) || Self.headingElements.contains(name):
            endParagraph()
        default:
            break
        }
    }

    private mutating func endParagraph() {
        let text = inline.finish()
        if !text.isEmpty { blocks.append(isHeading ? .heading(text) : .paragraph(text)) }
        isHeading = false
    }

    private mutating func endPreformatted() {
        guard let preformatted else { return }
        self.preformatted = nil
        let lines = preformatted.lines(tabWidth: tabWidth)
        if !lines.isEmpty { blocks.append(.code(lines)) }
    }

    /// The URL worth showing after a link's text: not a jump within the page
    /// (`#top`) nor a script, which mean nothing outside a browser. Relative
    /// URLs (`/questions/1`) are shown as written: the site is on the screen.
    private static func linkTarget(_ attributes: [String: String]) -> String? {
        guard let href = attribute("href", in: attributes), !href.hasPrefix("#"),
            !href.lowercased().hasPrefix("javascript:")
        else { return nil }
        return href
    }

    /// `[image: alt <src>]`, leaving out what the tag does not have.
    private static func imageDescription(_ attributes: [String: String]) -> String {
        let source = attribute("src", in: attributes).map { " <\($0)>" } ?? ""
        guard let alt = attribute("alt", in: attributes) else { return "[image\(source)]" }
        return "[image: \(alt)\(source)]"
    }

    /// The decoded, single-line value of an attribute; `nil` when it is missing or blank.
    private static func attribute(_ name: String, in attributes: [String: String]) -> String? {
        guard let value = attributes[name] else { return nil }
        let text = TerminalText.singleLine(HTMLEntities.decode(value))
        return text.isEmpty ? nil : text
    }
}
