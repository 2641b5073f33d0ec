/// Reduces Swift source to its code: comments go, and string literals keep their place but not their words.
///
/// Every character inside a string literal becomes `_` (white space stays), so
/// a literal still counts as code on each line it fills, yet no word inside it
/// (`"struct"`, `"// not a comment"`, `"@Test"`) can pass for code. Line and
/// block comments (nested, as Swift allows) are dropped, doc comments with
/// them. Raw strings (`#"…"#`), multi-line strings and interpolations (whose
/// insides are code again) are followed; regex literals are not, as the
/// project has none.
struct CodeLexer {
    private enum Context {
        /// Code; inside an interpolation, with the number of parentheses still open in it.
        case code(openParentheses: Int?)
        case string(multiline: Bool, hashes: Int)
        case blockComment(depth: Int)
    }

    private let input: [Unicode.Scalar]
    private var index = 0
    private var output = String.UnicodeScalarView()
    private var contexts: [Context] = [.code(openParentheses: nil)]

    /// The code of `source`, line for line: the result has exactly as many lines as the source.
    static func code(of source: String) -> String {
        var lexer = CodeLexer(input: Array(source.unicodeScalars))
        while lexer.index < lexer.input.count {
            lexer.step()
        }
        return String(lexer.output)
    }

    private init(input: [Unicode.Scalar]) {
        self.input = input
    }

    private mutating func step() {
        switch contexts.last ?? .code(openParentheses: nil) {
        case .code(let openParentheses): stepInCode(openParentheses: openParentheses)
        case .string(let multiline, let hashes): stepInString(multiline: multiline, hashes: hashes)
        case .blockComment(let depth): stepInBlockComment(depth: depth)
        }
    }

    private mutating func stepInCode(openParentheses: Int?) {
        let scalar = input[index]
        if matches("//") {
            while index < input.count, input[index] != "\n" { index += 1 }
            return
        }
        if matches("/*") {
            contexts.append(.blockComment(depth: 1))
            index += 2
            return
        }
        if scalar == "#" || scalar == "\"" {
            let hashes = count("#", from: index)
            if matches("\"", at: index + hashes) {
                let multiline = matches("\"\"\"", at: index + hashes)
                let opening = hashes + (multiline ? 3 : 1)
                emit(input[index..<index + opening])
                index += opening
                contexts.append(.string(multiline: multiline, hashes: hashes))
                return
            }
        }
        if let open = openParentheses {
            if scalar == ")" && open == 0 {
                contexts.removeLast()
            } else if scalar == "(" || scalar == ")" {
                contexts[contexts.count - 1] = .code(openParentheses: open + (scalar == "(" ? 1 : -1))
            }
        }
        output.append(scalar)
        index += 1
    }

    private mutating func stepInString(multiline: Bool, hashes: Int) {
        let scalar = input[index]
        if scalar == "\\" && count("#", from: index + 1) >= hashes {
            let escaped = index + 1 + hashes
            if matches("(", at: escaped) {
                emit(input[index...escaped])
                index = escaped + 1
                contexts.append(.code(openParentheses: 0))
            } else {
                output.append("_")
                index = escaped
                if index < input.count {
                    output.append(Self.content(input[index]))
                    index += 1
                }
            }
            return
        }
        let quotes = multiline ? 3 : 1
        if scalar == "\"" && matches(String(repeating: "\"", count: quotes), at: index)
            && count("#", from: index + quotes) >= hashes
        {
            emit(input[index..<index + quotes + hashes])
            index += quotes + hashes
            contexts.removeLast()
            return
        }
        if scalar == "\n" && !multiline {
            // An unterminated literal: Swift would reject it, so stop it at the line's end.
            contexts.removeLast()
        }
        output.append(Self.content(scalar))
        index += 1
    }

    private mutating func stepInBlockComment(depth: Int) {
        if matches("/*") {
            contexts[contexts.count - 1] = .blockComment(depth: depth + 1)
            index += 2
        } else if matches("*/") {
            if depth == 1 {
                contexts.removeLast()
            } else {
                contexts[contexts.count - 1] = .blockComment(depth: depth - 1)
            }
            index += 2
        } else {
            if input[index] == "\n" { output.append("\n") }
            index += 1
        }
    }

    /// What a character inside a string literal leaves behind: white space as it is, anything else `_`.
    private static func content(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar.properties.isWhitespace ? scalar : "_"
    }

    private func matches(_ text: String, at position: Int? = nil) -> Bool {
        var position = position ?? index
        for scalar in text.unicodeScalars {
            guard position < input.count, input[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    private func count(_ scalar: Unicode.Scalar, from position: Int) -> Int {
        var end = position
        while end < input.count, input[end] == scalar { end += 1 }
        return end - position
    }

    private mutating func emit(_ scalars: ArraySlice<Unicode.Scalar>) {
        output.append(contentsOf: scalars)
    }
}
