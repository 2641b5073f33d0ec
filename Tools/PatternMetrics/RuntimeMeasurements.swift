/// What `questions-bench --runtime` measured of each shape, step by step, as `docs/runtime-cost.tsv`
/// keeps it: the heap counts of each step (the median over the rounds, and the least and most, since a
/// step whose loads run on the cooperative pool allocates a block or two more or less as its threads are
/// scheduled) and the CPU time of each step in every round, with what they were measured on.
public struct RuntimeMeasurements: Equatable, Sendable {
    /// The file, from the package's root.
    public static let path = "docs/runtime-cost.tsv"

    /// The heap counts of one step, in bytes as `malloc_usable_size` counts them.
    public struct Heap: Equatable, Sendable {
        /// Blocks allocated during the step.
        public var allocations: Int
        /// Bytes of those blocks.
        public var allocatedBytes: Int
        /// Bytes held after the step, above what was held before the shape was built.
        public var liveBytes: Int
        /// The most bytes held during the step, above what was held when it began.
        public var peakBytes: Int

        /// The counts given.
        public init(allocations: Int, allocatedBytes: Int, liveBytes: Int, peakBytes: Int) {
            self.allocations = allocations
            self.allocatedBytes = allocatedBytes
            self.liveBytes = liveBytes
            self.peakBytes = peakBytes
        }
    }

    /// One shape's step: its heap counts and its CPU time in each round, in nanoseconds.
    public struct Row: Equatable, Sendable {
        /// The shape.
        public var pattern: Pattern
        /// The step's name (``RuntimeSession/reportedSteps``).
        public var step: String
        /// The heap counts, each the median of the rounds.
        public var heap: Heap
        /// The least of each heap count over the rounds.
        public var least: Heap
        /// The most of each heap count over the rounds.
        public var most: Heap
        /// The CPU time of the step in each round, round 1 first.
        public var cpuNanoseconds: [Double]

        /// The row given.
        public init(
            pattern: Pattern, step: String, heap: Heap, least: Heap, most: Heap, cpuNanoseconds: [Double]
        ) {
            self.pattern = pattern
            self.step = step
            self.heap = heap
            self.least = least
            self.most = most
            self.cpuNanoseconds = cpuNanoseconds
        }
    }

    /// How far a median measured again may lie outside a row's range and still agree: two blocks, and
    /// 5% of the bytes or 1 KiB (a realloc that moves a block rather than growing it counts it again, and
    /// which blocks move differs from one process to the next).
    public static func agrees(_ value: Int, least: Int, most: Int, isBlockCount: Bool) -> Bool {
        let slack = isBlockCount ? 2 : max(1_024, most / 20)
        return least - slack <= value && value <= most + slack
    }

    /// The compiler's `swift --version` first line, which the heap counts are exact for.
    public var toolchain: String
    /// The C library and its version (`glibc 2.36`), which the heap counts are exact for.
    public var libc: String
    /// When and on what the times were measured.
    public var machine: String
    /// Every shape's every reported step.
    public var rows: [Row]

    /// The measurements given.
    public init(toolchain: String, libc: String, machine: String, rows: [Row]) {
        self.toolchain = toolchain
        self.libc = libc
        self.machine = machine
        self.rows = rows
    }

    /// The row of `pattern`'s `step`.
    public func row(_ pattern: Pattern, _ step: String) -> Row? {
        rows.first { $0.pattern == pattern && $0.step == step }
    }

    /// The file's text.
    public var text: String {
        var lines = [
            "# What each shape costs at run time, step by step. Written by"
                + " `swift run -c release questions-bench --runtime --write \(Self.path)`; read by compare-patterns."
                + " Do not edit.",
            "toolchain\t\(toolchain)",
            "libc\t\(libc)",
            "machine\t\(machine)",
            "shape\tstep\tallocations\tallocated bytes\tlive bytes\tpeak bytes\tCPU ns by round"
                + "   (each heap count: median least most)",
        ]
        for row in rows {
            let counts = Self.counts.map { count in
                "\(row.heap[keyPath: count]) \(row.least[keyPath: count]) \(row.most[keyPath: count])"
            }
            lines.append(
                ([row.pattern.rawValue, row.step] + counts + [
                    row.cpuNanoseconds.map { "\(Int($0))" }.joined(separator: ",")
                ]).joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why a file could not be read.
    public struct Unreadable: Error, Equatable, CustomStringConvertible {
        /// The line, from 1, and what is wrong with it.
        public let description: String
    }

    /// The measurements a file's `text` holds.
    public init(text: String) throws(Unreadable) {
        var fields: [String: String] = [:]
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if line.isEmpty || line.hasPrefix("#") || cells.first == "shape" { continue }
            if cells.count == 2 {
                fields[cells[0]] = cells[1]
                continue
            }
            let counts = cells.dropFirst(2).prefix(4).map { $0.split(separator: " ").compactMap { Int($0) } }
            guard cells.count == 7, let pattern = Pattern(rawValue: cells[0]),
                counts.allSatisfy({ $0.count == 3 })
            else {
                throw Unreadable(description: "\(Self.path), line \(index + 1): not a row of 7 cells")
            }
            func heap(_ index: Int) -> Heap {
                Heap(
                    allocations: counts[0][index], allocatedBytes: counts[1][index],
                    liveBytes: counts[2][index],
                    peakBytes: counts[3][index])
            }
            let times = cells[6].split(separator: ",").compactMap { Double($0) }
            rows.append(
                Row(
                    pattern: pattern, step: cells[1], heap: heap(0), least: heap(1), most: heap(2),
                    cpuNanoseconds: times))
        }
        guard let toolchain = fields["toolchain"], let libc = fields["libc"], let machine = fields["machine"]
        else {
            throw Unreadable(description: "\(Self.path): the toolchain, libc or machine line is missing")
        }
        self.init(toolchain: toolchain, libc: libc, machine: machine, rows: rows)
    }

    /// The four heap counts, in the file's order.
    static var counts: [KeyPath<Heap, Int>] { [\.allocations, \.allocatedBytes, \.liveBytes, \.peakBytes] }

    /// Where the medians `other` measured fall outside these rows' ranges (``agrees(_:least:most:isBlockCount:)``),
    /// one line each; empty when every one agrees.
    public func heapDifferences(from other: RuntimeMeasurements) -> [String] {
        rows.compactMap { row in
            guard let theirs = other.row(row.pattern, row.step) else {
                return "\(row.pattern.folderName), \(row.step): not measured"
            }
            let agree = Self.counts.enumerated().allSatisfy { index, count in
                Self.agrees(
                    theirs.heap[keyPath: count], least: row.least[keyPath: count],
                    most: row.most[keyPath: count],
                    isBlockCount: index == 0)
            }
            return agree
                ? nil
                : "\(row.pattern.folderName), \(row.step): \(theirs.heap) measured, outside"
                    + " \(row.least) to \(row.most)"
        }
    }
}
