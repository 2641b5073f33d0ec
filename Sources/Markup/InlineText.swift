/// The running text of the block being read, written the way HTML shows it.
///
/// Whitespace collapses as in a browser: a run of it is one space, and none is
/// written at the start of the block or of a line, nor at the end. So a space
/// stays *pending* until more text shows that it falls inside the line.
///
/// Code spans and links are opened the same lazy way: the opening backtick, or
/// the start of the link text, is written with their first character. So an
/// empty `<code></code>` leaves nothing, and a space just inside a span moves
/// outside it (`a<code> x </code>b` reads "a `x` b").
struct InlineText {
    private enum CodeSpan {
        case closed, opening, open
    }

    private struct Link {
        /// The URL to show after the text, `nil` for a link not worth showing.
        var target: String?
        /// The UTF-8 offset where the link text starts, once it has some.
        var textStart: Int?
    }

    private var text = ""
    private var spaceIsPending = false
    /// False where a space would be dropped: at the start of the block or of a line.
    private var spaceIsAllowed = false
    private var codeSpan = CodeSpan.closed
    private var link: Link?

    /// Adds text that is already decoded and sanitised, collapsing its whitespace.
    mutating func append(_ words: String) {
        for scalar in words.unicodeScalars {
            if TerminalText.isCollapsibleWhitespace(scalar) {
                spaceIsPending = true
            } else {
                prepareForContent()
                text.unicodeScalars.append(scalar)
            }
        }
    }

    /// Adds `atom` as written, as one word: an image description, say.
    mutating func append(atom: String) {
        prepareForContent()
        text += atom
    }

    /// Starts a new line (`<br>`).
    mutating func breakLine() {
        text += "\n"
        spaceIsPending = false
        spaceIsAllowed = false
    }

    /// Starts a table cell, separated from the row's previous one by a bar.
    mutating func beginCell() {
        guard !text.isEmpty else { return }
        text += " | "
        spaceIsPending = false
        spaceIsAllowed = false
    }

    /// Starts a code span (`<code>` outside `<pre>`); one already open goes on.
    mutating func beginCode() {
        if codeSpan == .closed { codeSpan = .opening }
    }

    /// Ends the code span, if one is open.
    mutating func endCode() {
        if codeSpan == .open { text += "`" }
        codeSpan = .closed
    }

    /// Starts a link to `target`; `nil` when only its text should show.
    ///
    /// Links do not nest in HTML, so one still open ends here.
    mutating func beginLink(to target: String?) {
        endLink()
        link = Link(target: target)
    }

    /// Ends the open link, if any, by writing its target after its text:
    /// "text <url>", or just "<url>" when the text is the URL or is empty.
    mutating func endLink() {
        guard let link else { return }
        self.link = nil
        guard let target = link.target else { return }
        guard let textStart = link.textStart else {
            // The space before an empty link also parts it from what follows.
            let spaceWasPending = spaceIsPending
            append(atom: "<\(target)>")
            spaceIsPending = spaceWasPending
            return
        }
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: textStart)
        if text[start...] == target {
            text.replaceSubrange(start..., with: "<\(target)>")
        } else {
            // Written directly, so a pending space stays pending for what follows.
            text += " <\(target)>"
        }
    }

    /// The text of the block, trimmed, ending any open span or link;
    /// the buffer is then empty for the next block.
    mutating func finish() -> String {
        endCode()
        endLink()
        let result = Self.trimmed(text)
        self = InlineText()
        return result
    }

    /// Writes what must come before the next character: the pending space,
    /// then the openings waiting for content.
    private mutating func prepareForContent() {
        if spaceIsPending && spaceIsAllowed { text += " " }
        spaceIsPending = false
        spaceIsAllowed = true
        if link != nil && link?.textStart == nil { link?.textStart = text.utf8.count }
        if codeSpan == .opening {
            text += "`"
            codeSpan = .open
        }
    }

    private static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let isEdge: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\n" }
        guard let first = scalars.firstIndex(where: { !isEdge($0) }),
            let last = scalars.lastIndex(where: { !isEdge($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
