import Foundation

/// Says which lines hold one whole statement that can be deleted and still leave code that compiles.
///
/// Deletable: an assignment (`x = 1`, `x += 1`, `a[k] = nil`) or a call
/// whose result is not used (`list.append(x)`), written on one line that
/// neither continues the line before nor runs on to the next. Declarations,
/// control flow and `return` are left alone: deleting them rarely compiles.
enum StatementDeletion {
    private static let keywords: Set = [
        "let", "var", "return", "guard", "if", "else", "case", "default", "switch", "for", "while", "repeat",
        "func", "init", "deinit", "throw", "break", "continue", "fallthrough", "defer", "do", "catch",
        "import",
        "struct", "class", "enum", "protocol", "extension", "public", "private", "internal", "fileprivate",
        "static", "final", "override", "mutating", "nonisolated", "typealias", "associatedtype", "some",
        "any",
        "_", "super.init", "self.init",
    ]

    private static let assignments = [" = ", " += ", " -= ", " *= ", " /= ", " %= "]

    /// Whether line `index` of `lines` is a deletable statement.
    static func isDeletable(_ lines: [SourceScanner.Line], at index: Int) -> Bool {
        let text = trimmed(lines[index])
        guard let first = text.first, first.isLetter || first == "_" || first == "$" else { return false }
        let word = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        guard !keywords.contains(word), !keywords.contains(String(word.prefix { $0 != "." })) else {
            return false
        }
        guard isBalanced(text), let last = text.last, ")]}·".contains(last) || last.isLetter || last.isNumber
        else { return false }
        // A conditional expression is a value, most often what a function returns: not a statement.
        guard !(text.contains(" ? ") && text.contains(" : ")) else { return false }
        let isAssignment = assignments.contains { text.contains($0) }
        let isCall = text.hasSuffix(")") && text.contains("(")
        guard isAssignment || isCall else { return false }
        return !continuesPrevious(lines, index) && !runsOn(lines, index)
    }

    /// The code of `line` without indentation or trailing spaces; hidden literals stay hidden.
    static func trimmed(_ line: SourceScanner.Line) -> String {
        String(line.code).replacingOccurrences(of: String(SourceScanner.hidden), with: "·")
            .trimmingCharacters(in: .whitespaces)
    }

    private static func isBalanced(_ text: String) -> Bool {
        var depth = 0
        for character in text {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }

    /// Whether the line before leaves an expression open: it ends in `=`, `(`, `,`, `in` or an operator.
    private static func continuesPrevious(_ lines: [SourceScanner.Line], _ index: Int) -> Bool {
        var previous = index - 1
        while previous >= 0, trimmed(lines[previous]).allSatisfy({ $0 == "·" }) { previous -= 1 }
        guard previous >= 0 else { return false }
        let text = trimmed(lines[previous])
        if text.hasSuffix(" in") || text.hasSuffix("else") { return false }
        guard let last = text.last else { return false }
        return "=(,[+-*/%&|?:<>!.".contains(last)
    }

    /// Whether the next line carries the statement on: it starts with `.`, a binary operator or a closure.
    private static func runsOn(_ lines: [SourceScanner.Line], _ index: Int) -> Bool {
        guard index + 1 < lines.count else { return false }
        let text = trimmed(lines[index + 1])
        let continuations = [".", "+ ", "- ", "* ", "/ ", "?? ", "&& ", "|| ", "{", "== ", "!= ", "< ", "> "]
        return continuations.contains { text.hasPrefix($0) }
    }
}
