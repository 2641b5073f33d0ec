/// Tells code from comments and literals in a Swift file, line by line, so operators are looked for in code only.
///
/// It is a lexer's first pass, not a parser: enough to keep `<` in a doc
/// comment, a string, or a regex literal from being taken for an operator.
enum SourceScanner {
    /// One line of source: its characters, which of them are code, and its plain string literals.
    struct Line: Sendable {
        var text: [Character]
        /// `text` with every character that is not code replaced by `SourceScanner.hidden`.
        var code: [Character]
        /// The literals on one line, without interpolation and not raw; each range includes the quotes.
        var plainStrings: [Range<Int>]
    }

    /// What stands in for a character of a comment or a literal.
    static let hidden: Character = "\u{1}"

    private enum Carry {
        case code
        case blockComment(depth: Int)
        case multilineString(hashes: Int)
    }

    /// The lines of `source`, split on newlines, each told apart.
    static func scan(_ source: String) -> [Line] {
        var carry = Carry.code
        return source.split(separator: "\n", omittingEmptySubsequences: false).map {
            scanLine(Array($0), carry: &carry)
        }
    }

    private static func scanLine(_ text: [Character], carry: inout Carry) -> Line {
        var code = text
        var strings: [Range<Int>] = []
        func hide(_ range: Range<Int>) {
            for index in range { code[index] = hidden }
        }
        var index = 0
        while index < text.count {
            switch carry {
            case .blockComment(let depth):
                if text.starts("*/", at: index) {
                    carry = depth == 1 ? .code : .blockComment(depth: depth - 1)
                    hide(index..<index + 2)
                    index += 2
                } else if text.starts("/*", at: index) {
                    carry = .blockComment(depth: depth + 1)
                    hide(index..<index + 2)
                    index += 2
                } else {
                    hide(index..<index + 1)
                    index += 1
                }
            case .multilineString(let hashes):
                let close = "\"\"\"" + String(repeating: "#", count: hashes)
                let end = text.starts(close, at: index) ? index + close.count : index + 1
                if end > index + 1 { carry = .code }
                hide(index..<end)
                index = end
            case .code:
                if text.starts("//", at: index) {
                    hide(index..<text.count)
                    index = text.count
                } else if text.starts("/*", at: index) {
                    carry = .blockComment(depth: 1)
                    hide(index..<index + 2)
                    index += 2
                } else if let hashes = stringOpening(text, at: index) {
                    let quote = index + hashes
                    if text.starts("\"\"\"", at: quote) {
                        // Nothing may follow a multi-line string's opening delimiter.
                        carry = .multilineString(hashes: hashes)
                        hide(index..<text.count)
                        index = text.count
                    } else {
                        let (end, isPlain) = stringEnd(text, from: quote + 1, hashes: hashes)
                        if isPlain, hashes == 0 { strings.append(index..<end) }
                        hide(index..<end)
                        index = end
                    }
                } else if let end = regexEnd(text, at: index) {
                    hide(index..<end)
                    index = end
                } else {
                    index += 1
                }
            }
        }
        return Line(text: text, code: code, plainStrings: strings)
    }

    /// The number of `#` before a string's opening quote at `index`, or nil when no string opens there.
    private static func stringOpening(_ text: [Character], at index: Int) -> Int? {
        var hashes = 0
        while index + hashes < text.count, text[index + hashes] == "#" { hashes += 1 }
        return index + hashes < text.count && text[index + hashes] == "\"" ? hashes : nil
    }

    /// Where a one-line string that opened before `start` ends, and whether it holds no interpolation.
    private static func stringEnd(_ text: [Character], from start: Int, hashes: Int) -> (Int, Bool) {
        let delimiter = String(repeating: "#", count: hashes)
        var isPlain = true
        var index = start
        while index < text.count {
            if text[index] == "\\", text.starts(delimiter, at: index + 1) {
                let escaped = index + 1 + hashes
                if escaped < text.count, text[escaped] == "(" {
                    isPlain = false
                    index = interpolationEnd(text, at: escaped)
                } else {
                    index = escaped + 1
                }
            } else if text[index] == "\"", text.starts(delimiter, at: index + 1) {
                return (index + 1 + hashes, isPlain)
            } else {
                index += 1
            }
        }
        return (text.count, false)
    }

    /// The index after the parenthesis that closes the one at `open`, skipping strings inside.
    private static func interpolationEnd(_ text: [Character], at open: Int) -> Int {
        var depth = 0
        var index = open
        while index < text.count {
            if let hashes = stringOpening(text, at: index) {
                index = stringEnd(text, from: index + hashes + 1, hashes: hashes).0
                continue
            }
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return text.count
    }

    /// The end of a bare regex literal (`/available in (\d+) seconds?/`) starting at `index`, if one does.
    ///
    /// A `/` opens one where an operand is expected (after `(`, `,`, `:`, `=`
    /// or `[`) and is not followed by a space; a division has an operand
    /// before it.
    private static func regexEnd(_ text: [Character], at index: Int) -> Int? {
        guard text[index] == "/", index + 1 < text.count, !" /*".contains(text[index + 1]) else { return nil }
        let before = text[..<index].last { $0 != " " }
        guard let before, "(,:=[".contains(before) else { return nil }
        var end = index + 1
        while end < text.count {
            if text[end] == "\\" {
                end += 2
                continue
            }
            if text[end] == "/" { return end + 1 }
            end += 1
        }
        return nil
    }
}

extension Array where Element == Character {
    /// Whether `prefix` is written here from `index` on.
    func starts(_ prefix: String, at index: Int) -> Bool {
        guard index >= 0 else { return false }
        var position = index
        for character in prefix {
            guard position < count, self[position] == character else { return false }
            position += 1
        }
        return true
    }
}
