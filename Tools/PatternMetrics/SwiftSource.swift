/// Counts what the comparison measures in one Swift file: lines of code, types, protocols and tests.
///
/// A line of code is a line with anything on it but white space and
/// comments; doc comments are comments. A type is a `struct`, `class`,
/// `enum` or `actor` declaration, nested or not (extensions are not types);
/// a protocol is a `protocol` declaration. A test is a function marked
/// `@Test`, so a test with `arguments:` counts once, however many cases it runs.
public struct SwiftSource: Sendable {
    /// Lines with code on them.
    public let linesOfCode: Int
    /// `struct`, `class`, `enum` and `actor` declarations.
    public let types: Int
    /// `protocol` declarations.
    public let protocols: Int
    /// Functions marked `@Test`.
    public let tests: Int

    private static let typeKeywords: Set = ["struct", "class", "enum", "actor"]
    /// Words that can follow `class` (or `actor`, `enum`…) when it does not declare a type: `class func`.
    private static let notNames: Set = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "class",
        "private", "fileprivate", "internal", "public", "open", "package", "convenience", "required",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "typealias", "nonisolated",
    ]

    /// Counts the file whose text is `text`.
    public init(_ text: String) {
        let code = CodeLexer.code(of: text)
        linesOfCode = code.split(separator: "\n", omittingEmptySubsequences: false).count {
            $0.contains { !$0.isWhitespace }
        }
        let tokens = SwiftToken.tokens(in: code)
        var types = 0
        var protocols = 0
        var tests = 0
        for (position, token) in tokens.enumerated() where token.kind == .word {
            if Self.typeKeywords.contains(token.text) && Self.declares(at: position, in: tokens) {
                types += 1
            } else if token.text == "protocol" && Self.declares(at: position, in: tokens) {
                protocols += 1
            } else if token.text == "Test" && position > 0
                && tokens[position - 1] == .init(kind: .mark, text: "@")
            {
                tests += 1
            }
        }
        self.types = types
        self.protocols = protocols
        self.tests = tests
    }

    /// Whether the keyword at `position` opens a declaration: it is followed by a name, and is neither
    /// a member (`.class`) nor part of an import (`import struct Foundation.Date`).
    private static func declares(at position: Int, in tokens: [SwiftToken]) -> Bool {
        if position > 0 {
            let previous = tokens[position - 1]
            if previous.text == "." || (previous.kind == .word && previous.text == "import") { return false }
        }
        guard position + 1 < tokens.count else { return false }
        let next = tokens[position + 1]
        switch next.kind {
        case .escapedWord: return true
        case .word: return !notNames.contains(next.text) && next.text.first?.isNumber == false
        case .mark: return false
        }
    }
}
