import Presenters

/// The refresh diff against the standard library's `difference(from:)` and a textbook LCS table.
@MainActor
struct DiffBenchmark {
    var sizes: [Int]
    /// The largest list the O(m·n) table is run on; past it, it would take minutes and gigabytes.
    var largestLCS: Int
    var stopwatch: Stopwatch

    func run() -> [ReportRow] {
        var rows: [ReportRow] = []
        for count in sizes {
            let lists = ChurnedLists(count: count, seed: UInt64(count))
            let (previous, current) = (lists.previous, lists.current)
            var contenders: [(name: String, run: () -> Int)] = [
                ("diff", { Self.listDiff(previous, current) }),
                ("stdlib", { current.difference(from: previous).count }),
            ]
            if count <= largestLCS {
                contenders.append(
                    ("lcs", { TextbookLCS.changeCount(previous: previous, current: current) }))
            }
            let times = stopwatch.medians(contenders)
            let diff = times["diff", default: .nan]
            let name = "\(Figure.count(count)) ids"
            rows.append(ReportRow("`ListDiff`, \(name)", Figure.milliseconds(diff)))
            let stdlib = times["stdlib", default: .nan] / diff
            let stdlibTarget = [10_000: 10.0, 100_000: 30.0][count]
            rows.append(
                ReportRow(
                    "  faster than stdlib `difference(from:)`", Figure.ratio(stdlib),
                    target: stdlibTarget.map { "≥ \(Int($0))×" }, isMet: stdlibTarget.map { stdlib >= $0 }))
            if let lcs = times["lcs"] {
                let ratio = lcs / diff
                let lcsTarget = count == 10_000 ? 300.0 : nil
                rows.append(
                    ReportRow(
                        "  faster than a textbook O(m·n) LCS table", Figure.ratio(ratio),
                        target: lcsTarget.map { "≥ \(Int($0))×" }, isMet: lcsTarget.map { ratio >= $0 }))
            } else {
                rows.append(
                    ReportRow(
                        "  faster than a textbook O(m·n) LCS table",
                        "not run (\(Self.tableSize(count)) table)"))
            }
            if let peak = Stopwatch.extraPeakBytes({ Self.listDiff(previous, current) }) {
                let perRow = Double(peak) / Double(count)
                let hasTarget = count >= 10_000
                rows.append(
                    ReportRow(
                        "  extra peak heap bytes per row", Figure.bytes(perRow),
                        target: hasTarget ? "≤ 64 B" : nil,
                        isMet: hasTarget ? perRow <= 64 : nil))
            }
        }
        return rows
    }

    private static func listDiff(_ previous: [Int], _ current: [Int]) -> Int {
        let diff = ListDiff(previous: previous, current: current, pageSize: previous.count)
        return diff.inserted.count + diff.removed.count + diff.moved.count
    }

    /// What the O(m·n) table of `count` rows would hold, in 16-bit cells.
    private static func tableSize(_ count: Int) -> String {
        let bytes = Double(count + 1) * Double(count + 1) * 2
        return bytes >= 1e9 ? "\(Int(bytes / 1e9)) GB" : "\(Int(bytes / 1e6)) MB"
    }
}
