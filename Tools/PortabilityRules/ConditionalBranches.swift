/// One branch of a conditional-compilation group: `#if`, `#elseif` (C: `#elif`) or `#else`, and the
/// lines up to the group's next directive.
struct ConditionalBranch: Sendable {
    /// How a branch opens.
    enum Kind: Sendable {
        case `if`
        case elseIf
        case `else`
    }

    var kind: Kind
    /// The directive's condition, comments left out (`#ifdef X`: `X`).
    var condition: String
    /// Whether the directive negates its condition (`#ifndef X`).
    var isNegated: Bool
    /// The number of the branch's first line, after its directive.
    var firstLine: Int
    /// The number of the branch's last line, before the next directive of its group.
    var lastLine: Int

    /// Whether `line` is one of the branch's lines.
    func holds(_ line: Int) -> Bool { firstLine <= line && line <= lastLine }

    /// Whether the condition names one of `names` so that the branch is chosen only where it holds.
    ///
    /// An `#else`, an `#ifndef`, and a name under `!` (`!os(Linux)`, `!defined(__linux__)`,
    /// `!(defined(X) && …)`) do not count: those branches are chosen where the name does not hold.
    func mentions(anyOf names: [String], language: SourceLanguage) -> Bool {
        guard kind != .else, !isNegated else { return false }
        let text = language == .swift ? condition.filter { !$0.isWhitespace } : condition
        return names.contains { ConditionText.hasPositiveMention(of: $0, in: text) }
    }
}

/// The branches of one `#if … #endif` group, in order.
struct ConditionalGroup: Sendable {
    var branches: [ConditionalBranch]
}

/// Where a line sits: the branch, and the group holding it.
struct EnclosingBranch: Sendable {
    var group: ConditionalGroup
    var index: Int
    var branch: ConditionalBranch { group.branches[index] }
    /// The group's other branches.
    var siblings: [ConditionalBranch] {
        group.branches.indices.filter { $0 != index }.map { group.branches[$0] }
    }
}

/// The conditional-compilation groups of a file, and the branches around each line.
///
/// Swift: `#if`, `#elseif`, `#else`, `#endif`, possibly indented. C: `#if`, `#ifdef X`, `#ifndef X`,
/// `#elif`, `#elifdef X`, `#elifndef X`, `#else`, `#endif`, with spaces allowed after `#` and lines
/// joined by a trailing `\`. A group left open at the end of the file ends there.
struct ConditionalBranches: Sendable {
    private(set) var groups: [ConditionalGroup] = []
    /// For each line (its number less one): the groups and branches around it, outermost first.
    private var enclosingIndices: [[(group: Int, branch: Int)]] = []
    /// The numbers of the directives' lines.
    private(set) var directiveLines: Set<Int> = []

    init(lines: [SourceLine], language: SourceLanguage) {
        var open: [Int] = []
        var number = 1
        while number <= lines.count {
            let stack = open.map { (group: $0, branch: groups[$0].branches.count - 1) }
            enclosingIndices.append(stack)
            guard let directive = Directive(lines: lines, at: number, language: language) else {
                number += 1
                continue
            }
            for joined in number..<number + directive.lineCount {
                directiveLines.insert(joined)
                if joined > number { enclosingIndices.append(stack) }
            }
            let next = number + directive.lineCount
            apply(directive, firstLine: next, open: &open)
            number = next
        }
        for group in open { close(group, lastLine: lines.count) }
    }

    /// The branches around the line numbered `line`, outermost first.
    func enclosing(_ line: Int) -> [EnclosingBranch] {
        guard line >= 1, line <= enclosingIndices.count else { return [] }
        return enclosingIndices[line - 1].map { EnclosingBranch(group: groups[$0.group], index: $0.branch) }
    }

    private mutating func apply(_ directive: Directive, firstLine: Int, open: inout [Int]) {
        let branch = ConditionalBranch(
            kind: directive.kind ?? .else, condition: directive.condition, isNegated: directive.isNegated,
            firstLine: firstLine, lastLine: firstLine - 1)
        switch directive.kind {
        case .if:
            groups.append(ConditionalGroup(branches: [branch]))
            open.append(groups.count - 1)
        case .elseIf, .else:
            guard let group = open.last else { return }
            close(group, lastLine: directive.line - 1)
            groups[group].branches.append(branch)
        case nil:
            guard let group = open.popLast() else { return }
            close(group, lastLine: directive.line - 1)
        }
    }

    private mutating func close(_ group: Int, lastLine: Int) {
        let last = groups[group].branches.count - 1
        groups[group].branches[last].lastLine = lastLine
    }
}

/// One conditional-compilation directive; its kind is nil for `#endif`.
private struct Directive {
    var kind: ConditionalBranch.Kind?
    var condition: String
    var isNegated: Bool
    /// The number of its (first) line.
    var line: Int
    /// How many lines it takes, a C directive's `\`-joined lines included.
    var lineCount: Int

    /// The directive at line `number`, if that line is one.
    init?(lines: [SourceLine], at number: Int, language: SourceLanguage) {
        let first = lines[number - 1]
        guard first.beginsInCode else { return nil }
        var text = Substring(first.code.trimmingWhitespace())
        guard text.first == "#" else { return nil }
        text = text.dropFirst()
        if language == .c { text = text.drop { $0 == " " || $0 == "\t" } }
        let keyword = String(text.prefix { $0.isLetter })
        guard let (kind, negated) = Self.keywords(language)[keyword] else { return nil }
        let rest = text.dropFirst(keyword.count)
        guard rest.isEmpty || rest.first?.isWhitespace == true || rest.first == "(" || rest.first == "!"
        else { return nil }
        var condition = String(rest)
        var count = 1
        while language == .c, condition.hasSuffix("\\"), number + count <= lines.count {
            condition = String(condition.dropLast()) + " " + lines[number + count - 1].code
            count += 1
        }
        self.kind = kind
        self.condition = condition.trimmingWhitespace()
        self.isNegated = negated
        self.line = number
        self.lineCount = count
    }

    private static func keywords(_ language: SourceLanguage)
        -> [String: (kind: ConditionalBranch.Kind?, negated: Bool)]
    {
        switch language {
        case .swift:
            return [
                "if": (.if, false), "elseif": (.elseIf, false), "else": (.else, false), "endif": (nil, false),
            ]
        case .c:
            return [
                "if": (.if, false), "ifdef": (.if, false), "ifndef": (.if, true), "elif": (.elseIf, false),
                "elifdef": (.elseIf, false), "elifndef": (.elseIf, true), "else": (.else, false),
                "endif": (nil, false),
            ]
        }
    }
}

/// Reading a directive's condition.
enum ConditionText {
    /// Whether `text` holds `name` (on identifier boundaries) at least once not under a `!`.
    static func hasPositiveMention(of name: String, in text: String) -> Bool {
        for found in text.ranges(of: name) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
            let endsInIdentifier = name.last.map(isIdentifierCharacter) ?? false
            guard !isIdentifierCharacter(before), !(endsInIdentifier && isIdentifierCharacter(after)) else {
                continue
            }
            if !isNegated(prefix: text[..<found.lowerBound]) { return true }
        }
        return false
    }

    /// Whether what comes before a name ends in `!`, looking through spaces, `(` and `defined`.
    private static func isNegated(prefix: Substring) -> Bool {
        var rest = prefix
        while true {
            rest = rest.dropLast(while: \.isWhitespace)
            let beforeDefined = rest.dropLast("defined".count)
            if rest.hasSuffix("(") {
                rest = rest.dropLast()
            } else if rest.hasSuffix("defined"), !(beforeDefined.last.map(isIdentifierCharacter) ?? false) {
                rest = beforeDefined
            } else {
                return rest.hasSuffix("!")
            }
        }
    }
}

/// Whether `character` may be part of an identifier.
func isIdentifierCharacter(_ character: Character) -> Bool {
    character == "_" || character.isLetter || character.isNumber
}

extension StringProtocol {
    /// The text without the white space at its two ends.
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}

extension Substring {
    fileprivate func dropLast(while predicate: (Character) -> Bool) -> Substring {
        var rest = self
        while let last = rest.last, predicate(last) { rest = rest.dropLast() }
        return rest
    }
}
