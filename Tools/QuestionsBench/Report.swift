import Foundation

/// One line of the benchmark's table: a figure, what this run measured, and the issue's target for it.
struct ReportRow {
    var figure: String
    var measured: String
    /// "≤ 0.2", "≥ 30×"; nil for a figure shown for context.
    var target: String?
    /// Whether the target is met; nil when there is none.
    var isMet: Bool?

    init(_ figure: String, _ measured: String, target: String? = nil, isMet: Bool? = nil) {
        self.figure = figure
        self.measured = measured
        self.target = target
        self.isMet = isMet
    }

    /// A row whose figure needs what only glibc and Linux give (counting heap bytes through
    /// `__libc_malloc`, a child's peak RSS across exec, the dynamic loader's listing): elsewhere it says so.
    static func notMeasuredHere(_ figure: String, target: String? = nil) -> ReportRow {
        ReportRow(figure, "not measured on this platform", target: target)
    }
}

/// The benchmark's results as Markdown: a table per section, and the marked part of a document it replaces.
struct Report {
    var sections: [(title: String, rows: [ReportRow])] = []

    /// Lines before and after the part of a document that `--write` replaces.
    static let beginMarker = "<!-- questions-bench:begin (written by the tool; do not edit by hand) -->"
    static let endMarker = "<!-- questions-bench:end -->"

    /// Whether every figure with a target met it.
    var allTargetsMet: Bool {
        sections.allSatisfy { $0.rows.allSatisfy { $0.isMet != false } }
    }

    func markdown(context: String) -> String {
        var lines = [context, ""]
        for (title, rows) in sections {
            lines += ["| \(title) | this run | target | |", "|---|---:|---|---|"]
            for row in rows {
                let verdict = row.isMet.map { $0 ? "met" : "**missed**" } ?? ""
                lines.append("| \(row.figure) | \(row.measured) | \(row.target ?? "") | \(verdict) |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// `document` with the text between the markers replaced by `table`, or nil when the markers are missing.
    static func replacingSection(in document: String, with table: String) -> String? {
        guard let begin = document.range(of: beginMarker),
            let end = document.range(of: endMarker, range: begin.upperBound..<document.endIndex)
        else { return nil }
        return document[..<begin.upperBound] + "\n" + table + "\n" + document[end.lowerBound...]
    }
}

/// How figures are written in the table.
enum Figure {
    static func ratio(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f×", value) : String(format: "%.1f×", value)
    }

    static func fraction(_ value: Double) -> String { String(format: "%.2f", value) }

    static func milliseconds(_ seconds: Double) -> String {
        seconds >= 0.1 ? String(format: "%.0f ms", seconds * 1e3) : String(format: "%.2f ms", seconds * 1e3)
    }

    static func bytes(_ value: Double) -> String { String(format: "%.0f B", value) }

    static func mebibytes(_ bytes: Double) -> String { String(format: "%.1f MiB", bytes / 1_048_576) }

    static func megabytesPerSecond(bytes: Int, seconds: Double) -> String {
        String(format: "%.1f MB/s", Double(bytes) / seconds / 1e6)
    }

    static func count(_ value: Int) -> String {
        value >= 1_000 && value % 1_000 == 0 ? "\(value / 1_000)k" : "\(value)"
    }
}
