import Foundation

/// One small change to one line of one source file: what it was, what it becomes, and where.
struct Mutant: Hashable, Sendable {
    /// The file, relative to the package: `Sources/Entities/QuestionList.swift`.
    var file: String
    /// The target the file belongs to: the folder under `Sources/`.
    var module: String
    /// The line, counting from 1.
    var line: Int
    /// The column the change starts at, counting from 1.
    var column: Int
    var mutationOperator: MutationOperator
    /// The code replaced, as written.
    var original: String
    /// What replaces it; empty for a deletion.
    var replacement: String
    /// The whole line after the change.
    var mutatedLine: String

    /// `file:line:column`, which also names the mutant.
    var location: String { "\(file):\(line):\(column)" }

    /// The change in one line, for tables: "`<` → `<=`", "deleted `x = 1`".
    var change: String {
        let before = Self.oneLine(original)
        let after = Self.oneLine(replacement)
        return after.isEmpty ? "deleted `\(before)`" : "`\(before)` → `\(after)`"
    }

    /// `source` with this mutant's line replaced.
    func apply(to source: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[line - 1] = mutatedLine
        return lines.joined(separator: "\n")
    }

    private static func oneLine(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces)
    }
}
