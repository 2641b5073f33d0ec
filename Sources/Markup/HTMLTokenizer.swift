/// Splits an HTML body into text and tags, whatever state the markup is in.
///
/// It is not a full HTML parser: Stack Exchange bodies are sanitised HTML, and
/// the few rules here cover them. What it guarantees is that malformed markup
/// never swallows text, by one rule: a `<` that does not start complete markup
/// is text, like the `<` of `a < b`, of a tag cut off at the end of the body
/// or of a comment that is never closed. Comments and declarations
/// (`<!DOCTYPE>`, `<?xml?>`) are skipped; the content of `<script>` and
/// `<style>` is skipped up to its closing tag.
///
/// A tag never contains a `<`, not even in a quoted attribute value (Stack
/// Exchange writes `&lt;` there). So a tag whose quote is never closed ends
/// at the next `<` at the latest and is read as text, instead of hiding the
/// rest of the body; and each `<` is tried against the bytes up to the next
/// one only, which keeps the pass linear however malformed the body is.
///
/// It reads UTF-8 bytes: every byte it looks for is ASCII, and an ASCII byte
/// never occurs inside a multi-byte character, so cutting there is safe.
struct HTMLTokenizer: Sequence, IteratorProtocol {
    private static let rawTextElements: Set = ["script", "style"]

    private let bytes: [UInt8]
    private var position = 0
    /// Markup found after a run of text, returned on the next call.
    private var pendingToken: HTMLToken?
    // Once a search for a closing marker fails, every later one would too:
    // remembering it keeps the pass linear.
    private var hasUnclosedComment = false
    private var unclosedRawTextElements: Set<String> = []

    init(_ html: String) {
        bytes = Array(html.utf8)
    }

    mutating func next() -> HTMLToken? {
        if let token = pendingToken {
            pendingToken = nil
            return token
        }
        var textStart = position
        var cursor = position
        while cursor < bytes.count {
            guard bytes[cursor] == UInt8(ascii: "<"), let markup = markup(at: cursor) else {
                cursor += 1
                continue
            }
            position = markup.end
            if let token = markup.token { skipRawText(openedBy: token) }
            if cursor > textStart {
                pendingToken = markup.token
                return .text(string(textStart..<cursor))
            }
            if let token = markup.token { return token }
            textStart = position  // a comment: read on
            cursor = position
        }
        position = bytes.count
        return cursor > textStart ? .text(string(textStart..<cursor)) : nil
    }

    // MARK: - Markup

    /// The markup starting with the `<` at `start` (a `nil` token for a
    /// comment or declaration) and where it ends; `nil` when it is text.
    ///
    /// Only a comment may reach past the next `<`: it often holds markup.
    private mutating func markup(at start: Int) -> (token: HTMLToken?, end: Int)? {
        let limit = bytes[(start + 1)...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
        guard start + 1 < limit else { return nil }
        switch bytes[start + 1] {
        case let byte where Self.isLetter(byte):
            return startTag(nameAt: start + 1, limit: limit)
        case UInt8(ascii: "/"):
            guard start + 2 < limit, Self.isLetter(bytes[start + 2]) else { return nil }
            let nameEnd = endOfName(from: start + 2, limit: limit)
            guard let close = bytes[nameEnd..<limit].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            return (.endTag(name: lowercased(start + 2..<nameEnd)), close + 1)
        case UInt8(ascii: "!") where hasPrefix("--", at: start + 2):
            // Searching from the `--` of the opening lets `<!-->` close at once.
            guard !hasUnclosedComment, let close = firstIndex(of: "-->", from: start + 2) else {
                hasUnclosedComment = true
                return nil
            }
            return (nil, close + 3)
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            guard let close = bytes[start + 2..<limit].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            return (nil, close + 1)
        default:
            return nil
        }
    }

    private func startTag(nameAt nameStart: Int, limit: Int) -> (token: HTMLToken?, end: Int)? {
        let nameEnd = endOfName(from: nameStart, limit: limit)
        var index = nameEnd
        var attributes: [String: String] = [:]
        while index < limit {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                return (.startTag(name: lowercased(nameStart..<nameEnd), attributes: attributes), index + 1)
            }
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
                index += 1
                continue
            }
            guard let attribute = attribute(at: index, limit: limit) else { return nil }
            if attributes[attribute.name] == nil { attributes[attribute.name] = attribute.value }
            index = attribute.end
        }
        return nil
    }

    /// The attribute starting at `start`: `name`, `name=value`, `name='value'`
    /// or `name="value"`; `nil` when a quote is not closed before `limit`.
    private func attribute(at start: Int, limit: Int) -> (name: String, value: String, end: Int)? {
        // The first byte belongs to the name whatever it is, so each attribute moves on.
        var index = start + 1
        while index < limit, !Self.isSpace(bytes[index]), !"=>/".utf8.contains(bytes[index]) { index += 1 }
        let name = lowercased(start..<index)
        var cursor = index
        while cursor < limit, Self.isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < limit, bytes[cursor] == UInt8(ascii: "=") else { return (name, "", index) }
        cursor += 1
        while cursor < limit, Self.isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < limit else { return nil }
        let quote = bytes[cursor]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let close = bytes[cursor + 1..<limit].firstIndex(of: quote) else { return nil }
            return (name, string(cursor + 1..<close), close + 1)
        }
        var end = cursor
        while end < limit, !Self.isSpace(bytes[end]), bytes[end] != UInt8(ascii: ">") { end += 1 }
        return (name, string(cursor..<end), end)
    }

    /// Moves past the content of `<script>` or `<style>` to its closing tag.
    ///
    /// Without a closing tag the content is read as text, for the same reason
    /// as an unclosed comment.
    private mutating func skipRawText(openedBy token: HTMLToken) {
        guard case .startTag(let name, _) = token, Self.rawTextElements.contains(name),
            !unclosedRawTextElements.contains(name)
        else { return }
        var index = position
        while let open = firstIndex(of: "</", from: index) {
            let nameEnd = endOfName(from: open + 2, limit: bytes.count)
            if lowercased(open + 2..<nameEnd) == name {
                position = open
                return
            }
            index = open + 2
        }
        unclosedRawTextElements.insert(name)
    }

    // MARK: - Bytes

    private func endOfName(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit, !Self.isSpace(bytes[index]), !"/>".utf8.contains(bytes[index]) { index += 1 }
        return index
    }

    private func firstIndex(of marker: String, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if hasPrefix(marker, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func hasPrefix(_ marker: String, at start: Int) -> Bool {
        let marker = marker.utf8
        return start + marker.count <= bytes.count && bytes[start...].starts(with: marker)
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func lowercased(_ range: Range<Int>) -> String {
        string(range).lowercased()
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        " \t\n\r\u{0C}".utf8.contains(byte)
    }
}
