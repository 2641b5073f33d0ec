/// A word or a mark of Swift code, as the declaration counts need it: no more grammar than that.
struct SwiftToken: Equatable {
    /// What a token is.
    enum Kind: Equatable {
        /// An identifier, keyword or number.
        case word
        /// An identifier in backticks, which is never a keyword.
        case escapedWord
        /// Any other character that is not white space: `.`, `@`, `{`, …
        case mark
    }

    let kind: Kind
    let text: String

    /// The tokens of `code`, which must already be free of comments and string contents (see `CodeLexer`).
    static func tokens(in code: String) -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        var scalars = Substring(code).unicodeScalars[...]
        while let first = scalars.first {
            if first.properties.isWhitespace {
                scalars = scalars.dropFirst()
            } else if isWordPart(first) {
                let word = scalars.prefix(while: isWordPart)
                tokens.append(SwiftToken(kind: .word, text: String(word)))
                scalars = scalars.dropFirst(word.count)
            } else if first == "`", let end = scalars.dropFirst().firstIndex(of: "`") {
                let name = scalars[scalars.index(after: scalars.startIndex)..<end]
                tokens.append(SwiftToken(kind: .escapedWord, text: String(name)))
                scalars = scalars[scalars.index(after: end)...]
            } else {
                tokens.append(SwiftToken(kind: .mark, text: String(first)))
                scalars = scalars.dropFirst()
            }
        }
        return tokens
    }

    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
