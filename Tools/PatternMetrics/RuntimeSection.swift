import Foundation

/// The comparison page's run-time section: what each shape costs, step by step, in heap and CPU time, the
/// calls across a layer boundary beside them, and which differences in time are real.
///
/// The heap counts are exact for one toolchain and C library, and printed as measured. The CPU times
/// vary from round to round, so each step's seven are compared by tests, not by eye: Friedman's test
/// across the shapes, blocked by round, then Wilcoxon's signed-rank test for every pair, with Holm's
/// correction over every comparison in the section; a pair whose corrected p-value is under 0.05, in a
/// step whose Friedman test is too, is called real, with the ratio of its medians and a bootstrap 95%
/// interval. The sentences are the tool's: prose by hand cites them and adds none.
public struct RuntimeSection: Sendable {
    /// The level under which a corrected p-value calls a difference real.
    public static let alpha = 0.05

    /// What was measured.
    public let measurements: RuntimeMeasurements
    /// The calls across a layer boundary each shape's step made under `--trace`, by step name.
    public let calls: [Pattern: [String: Int]]

    /// The section of `measurements`, with `calls` beside them.
    public init(measurements: RuntimeMeasurements, calls: [Pattern: [String: Int]]) {
        self.measurements = measurements
        self.calls = calls
    }

    /// A pair of shapes compared in one step.
    public struct Comparison: Equatable, Sendable {
        /// The step.
        public let step: String
        /// The slower of the two, by their medians.
        public let slower: Pattern
        /// The faster of the two.
        public let faster: Pattern
        /// Wilcoxon's p-value.
        public let p: Double
        /// The p-value after Holm's correction over every comparison of the section.
        public var adjustedP: Double
    }

    /// Friedman's test of each step, by step name.
    public var friedman: [String: Statistics.TestResult] {
        var results: [String: Statistics.TestResult] = [:]
        for step in steps {
            let columns = Pattern.allCases.map { measurements.row($0, step)?.cpuNanoseconds ?? [] }
            let rounds = columns.map(\.count).min() ?? 0
            guard rounds > 1 else { continue }
            let blocks = (0..<rounds).map { round in columns.map { $0[round] } }
            results[step] = Statistics.friedman(blocks)
        }
        return results
    }

    /// Every pair of shapes in every step, with its p-values, Holm's taken over all of them.
    public var comparisons: [Comparison] {
        var comparisons: [Comparison] = []
        for step in steps {
            let shapes = Pattern.allCases
            for (index, first) in shapes.enumerated() {
                for second in shapes[(index + 1)...] {
                    guard let x = measurements.row(first, step)?.cpuNanoseconds,
                        let y = measurements.row(second, step)?.cpuNanoseconds, x.count == y.count,
                        let test = Statistics.wilcoxon(x, y),
                        let mx = Statistics.median(x), let my = Statistics.median(y)
                    else { continue }
                    comparisons.append(
                        Comparison(
                            step: step, slower: mx >= my ? first : second, faster: mx >= my ? second : first,
                            p: test.p, adjustedP: test.p))
                }
            }
        }
        for (index, adjusted) in Statistics.holm(comparisons.map(\.p)).enumerated() {
            comparisons[index].adjustedP = adjusted
        }
        return comparisons
    }

    private var steps: [String] {
        RuntimeSession.reportedSteps.filter { step in measurements.rows.contains { $0.step == step } }
    }

    /// The section, in Markdown, without a newline at the end.
    public var markdown: String {
        let rounds = measurements.rows.first?.cpuNanoseconds.count ?? 0
        var parts = [
            """
            ## Run time

            What each shape costs at run time, step by step, over one session: the start, `open 3`, \
            `user` on it, `back`, `more` on the list, `save 3`, `saved`, `refresh`, \
            \(RuntimeSession.depth) screens deep (a question, its asker's page, …) and back, and `j` on the \
            screen front's list. Measured by `swift run -c release questions-bench --runtime` in one \
            process, release build, \(rounds) rounds after one not kept, every shape once a round in an \
            order rotated each round, each assembled as `questions` assembles it, on the offline data. \
            The heap is counted, not sampled, by the benchmark's own `malloc` \
            (`Tools/AllocationCounter`), for \(measurements.toolchain) on \(measurements.libc): each \
            count is the median of the rounds, hashing made deterministic, and the rounds still differ \
            by a block or two where a load runs on the cooperative pool (bytes by a few percent, as \
            reallocations move). CI counts again and checks that each block count falls within the \
            rounds' range or two blocks of it, each byte count within 5% (`\(RuntimeMeasurements.path)` \
            keeps the ranges). The CPU time is the whole process's, measured on \
            \(measurements.machine); CI does not check it.
            """
        ]
        parts.append(table("Blocks allocated during the step", { "\($0.heap.allocations)" }))
        parts.append(table("KiB allocated during the step", { Self.kib($0.heap.allocatedBytes) }))
        parts.append(
            table(
                "KiB held after the step (above before the start) · the most held during it (above its start)",
                { "\(Self.kib($0.heap.liveBytes)) · \(Self.kib($0.heap.peakBytes))" }))
        parts.append(callsTable)
        parts.append(
            table(
                "CPU time, median of the rounds ± their median absolute deviation, µs",
                { row in
                    guard let median = Statistics.median(row.cpuNanoseconds),
                        let spread = Statistics.median(row.cpuNanoseconds.map { abs($0 - median) })
                    else { return "" }
                    return String(format: "%.1f ± %.1f", median / 1_000, spread / 1_000)
                }))
        parts.append(findings)
        return parts.joined(separator: "\n\n")
    }

    private func table(_ title: String, _ cell: (RuntimeMeasurements.Row) -> String) -> String {
        var table = MarkdownTable(headings: ["Step"] + Pattern.allCases.map(\.folderName))
        for step in steps {
            table.add([step] + Pattern.allCases.map { measurements.row($0, step).map(cell) ?? "" })
        }
        return "**\(title)**\n\n" + table.markdown
    }

    private var callsTable: String {
        var table = MarkdownTable(headings: ["Step"] + Pattern.allCases.map(\.folderName))
        for step in steps {
            table.add([step] + Pattern.allCases.map { calls[$0]?[step].map { "\($0)" } ?? "—" })
        }
        return
            "**Calls across a layer boundary, as `--trace` shows them (the key's, as `--trace-file` does on a"
            + " pseudo-terminal)**\n\n"
            + table.markdown
    }

    /// One paragraph per step: whether the shapes differ in CPU time, and which pairs really do.
    private var findings: String {
        let comparisons = comparisons
        let friedman = friedman
        var lines = [
            "**What is real.** Each step's times are compared across the shapes by Friedman's test, blocked"
                + " by round, and pair by pair by Wilcoxon's signed-rank test, with Holm's correction over all"
                + " \(comparisons.count) pairs in the section; a pair is real when its corrected p-value is under"
                + " \(Self.alpha) in a step whose Friedman test is too. A ratio is of the two medians, with a"
                + " bootstrap 95% interval over the rounds.",
            "",
        ]
        for step in steps {
            guard let test = friedman[step] else { continue }
            let real = comparisons.filter { $0.step == step && $0.adjustedP < Self.alpha }
            let pairs = comparisons.filter { $0.step == step }.count
            let head =
                "- \(step): Friedman χ² = \(String(format: "%.1f", test.statistic)), \(Self.p(test.p))."
            guard test.p < Self.alpha else {
                lines.append("\(head) No shape differs from another beyond the noise.")
                continue
            }
            guard !real.isEmpty else {
                lines.append(
                    "\(head) The shapes differ as a whole, but no pair does beyond the noise once corrected.")
                continue
            }
            let ratios = real.compactMap { comparison -> (Comparison, Double, Double, Double)? in
                guard let x = measurements.row(comparison.slower, step)?.cpuNanoseconds,
                    let y = measurements.row(comparison.faster, step)?.cpuNanoseconds,
                    let interval = Statistics.medianRatio(x, y, resamples: 2_000)
                else { return nil }
                return (comparison, interval.ratio, interval.low, interval.high)
            }
            .sorted { $0.1 > $1.1 }
            func named(_ pair: (Comparison, Double, Double, Double)) -> String {
                let (comparison, ratio, low, high) = pair
                return "\(comparison.slower.folderName) takes \(String(format: "%.2f", ratio))× "
                    + "\(comparison.faster.folderName)'s time (\(String(format: "%.2f", low))–"
                    + "\(String(format: "%.2f", high)))"
            }
            // A pair the test separates but whose ratio's interval still holds 1 is named apart: the
            // medians alone do not show the difference the ranks do.
            let clear = ratios.filter { $0.2 > 1 }
            let unclear = ratios.filter { $0.2 <= 1 }
            var sentence = head
            if !clear.isEmpty { sentence += " Real: \(clear.map(named).joined(separator: "; "))." }
            if !unclear.isEmpty {
                let separated = unclear.map { comparison, ratio, low, high in
                    "\(comparison.slower.folderName) from \(comparison.faster.folderName) ("
                        + String(format: "%.2f×, %.2f–%.2f", ratio, low, high) + ")"
                }
                sentence +=
                    " The test also separates \(separated.joined(separator: "; ")), though the interval"
                    + " of \(unclear.count == 1 ? "its ratio holds" : "their ratios hold") 1."
            }
            lines.append(
                sentence + " The other \(pairs - real.count) of \(pairs) pairs are within the noise.")
        }
        return lines.joined(separator: "\n")
    }

    private static func kib(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_024)
    }

    private static func p(_ p: Double) -> String {
        p < 0.001 ? "p < 0.001" : "p = \(String(format: "%.3f", p))"
    }
}
