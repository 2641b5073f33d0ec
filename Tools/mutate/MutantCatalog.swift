import Foundation

/// Every mutant the operators make of the package's sources, and what the exclusion list left out.
struct MutantCatalog {
    /// The mutants, in file, line and column order.
    var mutants: [Mutant] = []
    /// How many candidates each exclusion rule left out, by its path and pattern.
    var excluded: [String: Int] = [:]

    /// Generates the mutants of every `.swift` file under `Sources/` in `sources`, keyed by package path.
    init(sources: [String: String], exclusions: Exclusions) {
        for file in sources.keys.sorted() where file.hasPrefix("Sources/") && file.hasSuffix(".swift") {
            let module = file.split(separator: "/")[1]
            let lines = SourceScanner.scan(sources[file] ?? "")
            for (index, line) in lines.enumerated() {
                let found = Self.mutants(of: lines, at: index, file: file, module: String(module))
                guard !found.isEmpty else { continue }
                if let rule = exclusions.rule(file: file, line: String(line.text)) {
                    excluded[Self.name(rule), default: 0] += found.count
                } else {
                    mutants += found
                }
            }
        }
    }

    /// How an exclusion rule is named in the report.
    static func name(_ rule: Exclusions.Rule) -> String {
        rule.pattern.map { "\(rule.path) lines matching /\($0)/" } ?? rule.path
    }

    private static func mutants(of lines: [SourceScanner.Line], at index: Int, file: String, module: String)
        -> [Mutant]
    {
        let line = lines[index]
        guard isMutable(line) else { return [] }
        var seen: Set<String> = []
        var found: [Mutant] = []
        func add(
            _ mutationOperator: MutationOperator, _ range: Range<Int>, _ replacement: String,
            _ mutated: String
        ) {
            guard mutated != String(line.text), seen.insert(mutated).inserted else { return }
            found.append(
                Mutant(
                    file: file, module: module, line: index + 1, column: range.lowerBound + 1,
                    mutationOperator: mutationOperator, original: String(line.text[range]),
                    replacement: replacement, mutatedLine: mutated))
        }
        let finder = MutantFinder(line: line)
        let isDeclaration = Self.isDeclaration(line)
        for mutationOperator in MutationOperator.allCases where mutationOperator != .deletion {
            // On a declaration line `==` is a same-type constraint: flipping it cannot compile.
            if isDeclaration, [.equality, .relational].contains(mutationOperator) { continue }
            for edit in finder.edits(mutationOperator) {
                var text = line.text
                text.replaceSubrange(edit.range, with: Array(edit.replacement))
                add(mutationOperator, edit.range, edit.replacement, String(text))
            }
        }
        if StatementDeletion.isDeletable(lines, at: index) {
            let start = line.text.firstIndex { $0 != " " } ?? 0
            add(.deletion, start..<line.text.count, "", "")
        }
        return found
    }

    /// Whether a line opens a declaration: `extension`, `func`, a type, after any modifiers.
    private static func isDeclaration(_ line: SourceScanner.Line) -> Bool {
        let modifiers: Set = ["public", "private", "internal", "fileprivate", "static", "final", "mutating"]
        let words = StatementDeletion.trimmed(line).split(separator: " ").drop {
            modifiers.contains(String($0))
        }
        let declarations: Set = [
            "extension", "func", "struct", "class", "enum", "protocol", "init", "subscript",
        ]
        return words.first.map { declarations.contains(String($0.prefix { $0.isLetter })) } ?? false
    }

    /// Whether a line is code the operators may touch: not a declaration's attribute, an import or a directive.
    private static func isMutable(_ line: SourceScanner.Line) -> Bool {
        let text = StatementDeletion.trimmed(line)
        let skipped = ["import ", "@", "#", "precondition", "assert", "fatalError"]
        return !text.isEmpty && !skipped.contains { text.hasPrefix($0) }
    }
}
