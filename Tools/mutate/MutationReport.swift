import Foundation

/// Writes up a run as Markdown: the score, tables by module and by operator, the survivors, the exclusions.
struct MutationReport {
    var results: [MutantResult]
    var catalog: MutantCatalog
    var exclusions: Exclusions
    var command: String
    var date: Date
    /// Where the sources came from: `commit 1a2b3c4`, perhaps with uncommitted changes.
    var revision: String

    var text: String {
        var total = Tally()
        for result in results { total.add(result.status) }
        let score = total.score.map { String(format: "%.1f%%", $0) } ?? "n/a"
        var lines = [
            "## Mutation run of \(Self.day(date))",
            "",
            "`\(command)` on \(revision).",
            "",
            "**Score: \(total.killed) of \(total.viable) viable mutants killed (\(score)).** "
                + "\(total.mutants) mutants run, \(total.notViable) not viable (did not compile), "
                + "\(total.survived) survived; sampled from \(catalog.mutants.count) candidates.",
            "",
        ]
        lines += table("Module", results.map { ($0.mutant.module, $0.status) })
        lines += [""]
        lines += table("Operator", results.map { ($0.mutant.mutationOperator.rawValue, $0.status) })
        lines += ["", "### Survivors", ""]
        let survivors = results.filter { $0.status == .survived }.sorted {
            $0.mutant.location < $1.mutant.location
        }
        if survivors.isEmpty { lines.append("None.") }
        for result in survivors {
            let mutant = result.mutant
            lines.append(
                "- `\(mutant.file):\(mutant.line)` (\(mutant.mutationOperator.rawValue)): \(mutant.change)")
        }
        lines += ["", "### Left out on purpose (Tools/mutate/exclusions.txt)", ""]
        for rule in exclusions.rules {
            let name = MutantCatalog.name(rule)
            lines.append("- `\(name)`: \(catalog.excluded[name] ?? 0) candidates. \(rule.reason)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func table(_ heading: String, _ rows: [(String, MutantResult.Status)]) -> [String] {
        var tallies: [String: Tally] = [:]
        for (key, status) in rows { tallies[key, default: Tally()].add(status) }
        var lines = [
            "| \(heading) | Mutants | Not viable | Killed | Survived | Score |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for key in tallies.keys.sorted() {
            let tally = tallies[key] ?? Tally()
            let score = tally.score.map { String(format: "%.0f%%", $0) } ?? "n/a"
            lines.append(
                "| \(key) | \(tally.mutants) | \(tally.notViable) | \(tally.killed) | \(tally.survived) | \(score) |"
            )
        }
        return lines
    }

    /// The date as `2026-11-22`, in UTC.
    static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
