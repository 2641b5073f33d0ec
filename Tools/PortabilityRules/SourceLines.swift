/// The languages the rules read.
enum SourceLanguage: Sendable {
    case swift
    case c
}

/// One line of a source file, with its comments blanked out.
struct SourceLine: Sendable {
    /// The line's number, counting from 1.
    var number: Int
    /// The line with its comments blanked out; string literals are kept (a path in a string is code).
    var code: String
    /// The line with its comments and the contents of its string literals blanked out: only what the
    /// compiler reads as tokens of code, such as an `import` or a call.
    var bare: String
    /// Whether the line begins in code: not inside a multi-line string, an interpolation, or a comment.
    /// Only such a line can be a conditional-compilation directive.
    var beginsInCode: Bool
}

/// Splits a file's text into lines, and blanks out comments (`//`, `///`, `/* … */`) but not strings.
///
/// A `//` inside a string literal is no comment. Swift's strings may be raw (`#"…"#`), multi-line
/// (`"""`) or hold interpolations (`\(…)`) with strings of their own; Swift's block comments nest, C's do
/// not. C's character literals are strings too, so that `'"'` opens nothing.
enum SourceLines {
    /// The lines of `text`, read as `language`.
    static func lines(of text: String, language: SourceLanguage) -> [SourceLine] {
        var scanner = Scanner(bytes: Array(text.utf8), language: language)
        return scanner.run()
    }
}

/// The state machine behind ``SourceLines``: it walks the bytes once, writing two masked copies.
private struct Scanner {
    /// A string literal: the number of `#` around it, and whether it is a `"""` one.
    struct StringDelimiter {
        var hashes: Int
        var multiline: Bool
    }

    enum State {
        case code
        case lineComment
        case blockComment(depth: Int)
        case string(StringDelimiter)
        case character
    }

    let bytes: [UInt8]
    let language: SourceLanguage
    var code: [UInt8]
    var bare: [UInt8]
    var state = State.code
    /// For each interpolation open in a string: the string to go back to and the parentheses still open.
    var interpolations: [(string: StringDelimiter, parentheses: Int)] = []
    var index = 0

    init(bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
        code = bytes
        bare = bytes
    }

    mutating func run() -> [SourceLine] {
        var beginsInCode = [true]
        while index < bytes.count {
            if bytes[index] == .newline {
                endLine()
                beginsInCode.append(isPlainCode)
                index += 1
                continue
            }
            switch state {
            case .code: scanCode()
            case .lineComment: blank(restOfLine, inCode: true)
            case .blockComment(let depth): scanBlockComment(depth: depth)
            case .string(let delimiter): scanString(delimiter)
            case .character: scanCharacter()
            }
        }
        return split(beginsInCode: beginsInCode)
    }

    /// How many bytes there are from `index` to its line's end.
    private var restOfLine: Int { (bytes[index...].firstIndex(of: .newline) ?? bytes.count) - index }

    private var isPlainCode: Bool {
        if case .code = state { return interpolations.isEmpty }
        return false
    }

    /// At a line's end: a line comment ends, and so does a string or character that may not span lines.
    private mutating func endLine() {
        switch state {
        case .lineComment, .character: state = .code
        case .string(let delimiter) where !delimiter.multiline: state = .code
        default: break
        }
    }

    private mutating func scanCode() {
        let byte = bytes[index]
        // Most bytes open nothing: a quick way past them.
        guard
            byte == .slash || byte == .quote || byte == .hash || byte == .apostrophe
                || !interpolations.isEmpty
        else {
            index += 1
            return
        }
        if byte == .slash && peek(1) == .slash {
            state = .lineComment
            blank(2, inCode: true)
        } else if byte == .slash && peek(1) == .star {
            state = .blockComment(depth: 1)
            blank(2, inCode: true)
        } else if language == .c && byte == .quote {
            state = .string(StringDelimiter(hashes: 0, multiline: false))
            index += 1
        } else if language == .c && byte == .apostrophe {
            state = .character
            index += 1
        } else if language == .swift, let delimiter = swiftStringOpening() {
            state = .string(delimiter)
            index += delimiter.hashes + (delimiter.multiline ? 3 : 1)
        } else {
            if !interpolations.isEmpty {
                closeParenthesis(byte)
            }
            index += 1
        }
    }

    /// Counts parentheses in an interpolation; the one that closes it goes back to its string.
    private mutating func closeParenthesis(_ byte: UInt8) {
        let last = interpolations.count - 1
        if byte == .openParenthesis {
            interpolations[last].parentheses += 1
        } else if byte == .closeParenthesis {
            interpolations[last].parentheses -= 1
            if interpolations[last].parentheses == 0 {
                state = .string(interpolations.removeLast().string)
            }
        }
    }

    /// The string literal that opens at `index` (`"`, `"""`, `#"`, `##"""`, …), if any.
    private func swiftStringOpening() -> StringDelimiter? {
        var hashes = 0
        while peek(hashes) == .hash { hashes += 1 }
        guard peek(hashes) == .quote else { return nil }
        let multiline = peek(hashes + 1) == .quote && peek(hashes + 2) == .quote
        return StringDelimiter(hashes: hashes, multiline: multiline)
    }

    private mutating func scanBlockComment(depth: Int) {
        if bytes[index] == .star && peek(1) == .slash {
            state = depth == 1 ? .code : .blockComment(depth: depth - 1)
            blank(2, inCode: true)
        } else if language == .swift && bytes[index] == .slash && peek(1) == .star {
            state = .blockComment(depth: depth + 1)
            blank(2, inCode: true)
        } else {
            blank(1, inCode: true)
        }
    }

    private mutating func scanString(_ delimiter: StringDelimiter) {
        if bytes[index] == .backslash && hashes(delimiter.hashes, at: index + 1) {
            let escaped = index + 1 + delimiter.hashes
            if language == .swift && peek(1 + delimiter.hashes) == .openParenthesis {
                interpolations.append((delimiter, 1))
                state = .code
                index = escaped + 1
            } else {
                // The escaped byte is skipped, unless it is a line's end (a multi-line string's join).
                blank(escaped < bytes.count && bytes[escaped] == .newline ? 1 : 2 + delimiter.hashes)
            }
        } else if closes(delimiter) {
            state = .code
            index += (delimiter.multiline ? 3 : 1) + delimiter.hashes
        } else {
            blank(1)
        }
    }

    private func closes(_ delimiter: StringDelimiter) -> Bool {
        let quotes = delimiter.multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != .quote { return false }
        return hashes(delimiter.hashes, at: index + quotes)
    }

    private mutating func scanCharacter() {
        if bytes[index] == .backslash {
            blank(peek(1) == .newline ? 1 : 2)
        } else if bytes[index] == .apostrophe {
            state = .code
            index += 1
        } else {
            blank(1)
        }
    }

    private func hashes(_ count: Int, at start: Int) -> Bool {
        (0..<count).allSatisfy { start + $0 < bytes.count && bytes[start + $0] == .hash }
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Blanks the next `count` bytes (never a line's end) from `bare`, and from `code` too if `inCode`.
    private mutating func blank(_ count: Int, inCode: Bool = false) {
        for position in index..<min(index + count, bytes.count) where bytes[position] != .newline {
            bare[position] = .space
            if inCode { code[position] = .space }
        }
        index += count
    }

    private func split(beginsInCode: [Bool]) -> [SourceLine] {
        let codeLines = code.split(separator: .newline, omittingEmptySubsequences: false)
        let bareLines = bare.split(separator: .newline, omittingEmptySubsequences: false)
        return codeLines.indices.map { number in
            SourceLine(
                number: number + 1, code: Self.text(codeLines[number]), bare: Self.text(bareLines[number]),
                beginsInCode: beginsInCode[number])
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        let line = bytes.last == .carriageReturn ? bytes.dropLast() : bytes
        return String(decoding: line, as: UTF8.self)
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let apostrophe = UInt8(ascii: "'")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let openParenthesis = UInt8(ascii: "(")
    fileprivate static let closeParenthesis = UInt8(ascii: ")")
}
