/// Finds the changes each operator can make to one line of code.
///
/// It matches the code the way swift-format writes it: binary operators
/// have a space on each side, so `<` in `Array<Int>` is not a comparison.
struct MutantFinder {
    /// A change to a line: the characters replaced, and the text that replaces them.
    struct Edit: Hashable {
        var range: Range<Int>
        var replacement: String
    }

    let line: SourceScanner.Line

    private var code: [Character] { line.code }

    /// Every change `mutationOperator` makes to the line, apart from deletion, which needs the lines around.
    func edits(_ mutationOperator: MutationOperator) -> [Edit] {
        switch mutationOperator {
        case .relational: swaps([(" < ", " <= "), (" <= ", " < "), (" > ", " >= "), (" >= ", " > ")])
        case .equality: swaps([(" == ", " != "), (" != ", " == ")])
        case .logical: swaps([(" && ", " || "), (" || ", " && ")])
        case .minMax: words([("max(", "min("), ("min(", "max(")], wholeAfter: false)
        case .offByOne: offByOnes()
        case .range: ranges()
        case .literal: literals()
        case .boolean: words([("true", "false"), ("false", "true")], wholeAfter: true)
        case .rounding:
            swaps([(".up", ".down"), (".down", ".up")]).filter { !isIdentifier(at: $0.range.upperBound) }
        case .whileToIf: loops()
        case .nilCoalescing: defaultsDropped()
        case .negation: negations()
        case .deletion: []
        case .string: comparedStrings()
        }
    }

    private func occurrences(of token: String) -> [Int] {
        code.indices.filter { code.starts(token, at: $0) }
    }

    private func isIdentifier(at index: Int) -> Bool {
        index >= 0 && index < code.count
            && (code[index].isLetter || code[index].isNumber || code[index] == "_")
    }

    private func swaps(_ pairs: [(String, String)]) -> [Edit] {
        pairs.flatMap { from, to in
            occurrences(of: from).map { Edit(range: $0..<$0 + from.count, replacement: to) }
        }
    }

    /// Swaps that start a word (`max(`, `true`), and end one when `wholeAfter` is set.
    private func words(_ pairs: [(String, String)], wholeAfter: Bool) -> [Edit] {
        swaps(pairs).filter { edit in
            !isIdentifier(at: edit.range.lowerBound - 1)
                && !(wholeAfter && isIdentifier(at: edit.range.upperBound))
        }
    }

    private func offByOnes() -> [Edit] {
        swaps([(" + 1", " - 1"), (" - 1", " + 1"), (" += 1", " -= 1"), (" -= 1", " += 1")]).filter { edit in
            let after = edit.range.upperBound
            return !isIdentifier(at: after) && !(after < code.count && code[after] == ".")
        }
    }

    /// `..<` ↔ `...` where a bound follows: `0x20..<0x7F`, `..<60`, not a variadic `Int...`.
    private func ranges() -> [Edit] {
        swaps([("..<", "..."), ("...", "..<")]).filter { edit in
            let after = edit.range.upperBound
            let before = edit.range.lowerBound - 1
            guard after < code.count, before < 0 || code[before] != "." else { return false }
            return isIdentifier(at: after) || code[after] == "(" || code[after] == "$"
        }
    }

    /// Each decimal integer literal `n` as `n + 1`; hexadecimal and floating-point literals are left alone.
    private func literals() -> [Edit] {
        var edits: [Edit] = []
        var index = 0
        while index < code.count {
            guard code[index].isASCII, code[index].isNumber, !isIdentifier(at: index - 1),
                index == 0 || !".$".contains(code[index - 1])
            else {
                index += 1
                continue
            }
            var end = index
            while end < code.count, code[end].isASCII, code[end].isNumber || code[end] == "_" { end += 1 }
            let isFloat = end < code.count && code[end] == "." && isIdentifier(at: end + 1)
            if !isIdentifier(at: end), !isFloat,
                let value = Int(String(code[index..<end]).filter { $0 != "_" })
            {
                edits.append(Edit(range: index..<end, replacement: "\(value + 1)"))
            }
            index = end
        }
        return edits
    }

    private func loops() -> [Edit] {
        guard let start = code.firstIndex(where: { $0 != " " }), code.starts("while ", at: start) else {
            return []
        }
        return [Edit(range: start..<start + 5, replacement: "if")]
    }

    /// `a ?? b` → `a`, where `b` is one operand on this line: a name, a call, a literal.
    private func defaultsDropped() -> [Edit] {
        occurrences(of: " ?? ").compactMap { start in
            var depth = 0
            var end = start + 4
            while end < code.count {
                let character = code[end]
                if depth == 0, " ,)]}".contains(character) { break }
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
                end += 1
            }
            guard depth == 0, end > start + 4 else { return nil }
            return Edit(range: start..<end, replacement: "")
        }
    }

    /// A prefix `!` dropped: `!list.isEmpty` → `list.isEmpty`; never `!=` or a force unwrap.
    private func negations() -> [Edit] {
        occurrences(of: "!").compactMap { index in
            let before = index > 0 ? code[index - 1] : " "
            guard " ([,".contains(before), index + 1 < code.count else { return nil }
            let after = code[index + 1]
            guard after.isLetter || after == "(" || after == "$" || after == "_" || after == "." else {
                return nil
            }
            return Edit(range: index..<index + 1, replacement: "")
        }
    }

    /// A string the code compares against, misspelled by a `_` at its end.
    ///
    /// Compared means: in a `case` pattern (`case "quit", "q", "exit":`), on
    /// either side of `==` or `!=`, or given to `hasPrefix` or `hasSuffix`.
    private func comparedStrings() -> [Edit] {
        let firstCode = code.firstIndex { $0 != " " } ?? 0
        let isCase = code.starts("case ", at: firstCode)
        let patternEnd = isCase ? (code.indices.first { $0 > firstCode && code[$0] == ":" } ?? code.count) : 0
        return line.plainStrings.compactMap { literal in
            let text = String(line.text[..<literal.lowerBound])
            let after = String(line.text[literal.upperBound...])
            let compared =
                (isCase && literal.upperBound <= patternEnd) || text.hasSuffix("== ") || text.hasSuffix("!= ")
                || after.hasPrefix(" ==") || after.hasPrefix(" !=") || text.hasSuffix("hasPrefix(")
                || text.hasSuffix("hasSuffix(")
            guard compared else { return nil }
            let quoted = String(line.text[literal])
            return Edit(range: literal, replacement: String(quoted.dropLast()) + "_\"")
        }
    }
}
