import Foundation

/// The code the run does not mutate, each part with the reason, read from `exclusions.txt`.
///
/// Code is left out only on purpose and in writing: a file that cannot be
/// tested by design, or lines that are data rather than logic.
struct Exclusions {
    /// One rule: a path (a folder when it ends in `/`), optionally only the lines matching a pattern.
    struct Rule {
        var path: String
        var lines: NSRegularExpression?
        var pattern: String?
        var reason: String

        func covers(file: String, line: String) -> Bool {
            let pathMatches = path.hasSuffix("/") ? file.hasPrefix(path) : file == path
            guard pathMatches else { return false }
            guard let lines else { return true }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return lines.firstMatch(in: trimmed, range: NSRange(trimmed.startIndex..., in: trimmed)) != nil
        }
    }

    var rules: [Rule]

    /// Reads rules written `PATH [/REGEX/] -- REASON`, one a line; `#` starts a comment line.
    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        rules = try text.split(separator: "\n").compactMap { raw -> Rule? in
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
            guard let dashes = line.range(of: " -- ") else {
                throw MutationError.badExclusion(line)
            }
            let target = line[..<dashes.lowerBound].trimmingCharacters(in: .whitespaces)
            let reason = String(line[dashes.upperBound...])
            guard let space = target.firstIndex(of: " ") else {
                return Rule(path: target, lines: nil, pattern: nil, reason: reason)
            }
            let pattern = target[space...].trimmingCharacters(in: .whitespaces)
            guard pattern.count > 2, pattern.hasPrefix("/"), pattern.hasSuffix("/") else {
                throw MutationError.badExclusion(line)
            }
            let regex = String(pattern.dropFirst().dropLast())
            return Rule(
                path: String(target[..<space]), lines: try NSRegularExpression(pattern: regex),
                pattern: regex,
                reason: reason)
        }
    }

    /// The rule that leaves out `line` of `file`, if one does.
    func rule(file: String, line: String) -> Rule? {
        rules.first { $0.covers(file: file, line: line) }
    }
}
