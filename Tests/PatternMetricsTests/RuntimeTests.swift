import Foundation
import Testing

@testable import PatternMetrics

/// The run-time comparison's data file, its session's traced calls and its section of the page.
@Suite("Run-time comparison")
struct RuntimeTests {
    static func row(
        _ pattern: Pattern, _ step: String, allocations: Int, range: ClosedRange<Int>? = nil, cpu: [Double]
    ) -> RuntimeMeasurements.Row {
        func heap(_ blocks: Int) -> RuntimeMeasurements.Heap {
            RuntimeMeasurements.Heap(
                allocations: blocks, allocatedBytes: 1_000, liveBytes: 2_000, peakBytes: 3_000)
        }
        return RuntimeMeasurements.Row(
            pattern: pattern, step: step, heap: heap(allocations),
            least: heap(range?.lowerBound ?? allocations), most: heap(range?.upperBound ?? allocations),
            cpuNanoseconds: cpu)
    }

    static func measurements(_ rows: [RuntimeMeasurements.Row]) -> RuntimeMeasurements {
        RuntimeMeasurements(toolchain: "Swift 6.3.1", libc: "glibc 2.36", machine: "a test", rows: rows)
    }

    @Test("reads back the file it writes")
    func roundTrip() throws {
        let written = Self.measurements([
            Self.row(.mvc, "`open 3`", allocations: 10, range: 9...12, cpu: [1_000, 2_000, 1_500]),
            Self.row(.model2, "`open 3`", allocations: 11, cpu: [900, 800, 1_100]),
        ])

        #expect(try RuntimeMeasurements(text: written.text) == written)
    }

    @Test("says which line of a file is not a row")
    func unreadable() {
        let text = "toolchain\tSwift\nlibc\tglibc\nmachine\there\nmvc\t`open 3`\t12\n"

        #expect(throws: RuntimeMeasurements.Unreadable.self) { try RuntimeMeasurements(text: text) }
    }

    @Test("agrees with a count again that falls within the rounds' range, and two blocks beyond")
    func agreesWithinTheRange() {
        let committed = Self.measurements([
            Self.row(.mvc, "`back`", allocations: 100, range: 99...101, cpu: [1])
        ])

        #expect(
            committed.heapDifferences(
                from: Self.measurements([Self.row(.mvc, "`back`", allocations: 103, cpu: [1])])
            ).isEmpty)
        #expect(
            committed.heapDifferences(
                from: Self.measurements([Self.row(.mvc, "`back`", allocations: 104, cpu: [1])])
            ).count == 1)
    }

    /// Guards the slack in `RuntimeMeasurements.agrees`: bytes move with reallocations from one process to
    /// the next, so a byte count agrees within 5% of the range's top, or 1 KiB for a small one.
    @Test("lets a byte count lie 5% or 1 KiB outside the rounds' range, and no further")
    func byteSlack() {
        #expect(RuntimeMeasurements.agrees(105_000, least: 90_000, most: 100_000, isBlockCount: false))
        #expect(!RuntimeMeasurements.agrees(105_001, least: 90_000, most: 100_000, isBlockCount: false))
        #expect(RuntimeMeasurements.agrees(2_024, least: 900, most: 1_000, isBlockCount: false))
        #expect(!RuntimeMeasurements.agrees(2_025, least: 900, most: 1_000, isBlockCount: false))
    }

    @Test("names a step measured before that is missing now")
    func missingStep() {
        let committed = Self.measurements([Self.row(.mvc, "`back`", allocations: 100, cpu: [1])])

        #expect(committed.heapDifferences(from: Self.measurements([])) == ["MVC, `back`: not measured"])
    }

    @Test("counts each step's calls from the trace, the start's before the first command")
    func callsPerStep() throws {
        var trace = [
            "trace  mvc    terminal    → controller   viewDidLoad()",
            "trace  mvc    controller ⇠ service  30",
        ]
        for command in RuntimeSession.commands {
            trace.append("trace  mvc    terminal    → controller   respond(to: \(command))")
            trace.append("trace  mvc      controller  → service      questions(page: 1)")
        }

        let calls = try #require(RuntimeSession.calls(inTrace: trace))

        #expect(calls[RuntimeSession.start] == 1)
        #expect(calls["`open 3`"] == 2)
        #expect(calls["\(RuntimeSession.depth) screens deep and back"] == 4 * RuntimeSession.depth)
        #expect(calls[RuntimeSession.key] == nil)
    }

    @Test("counts nothing from a trace that lacks a command")
    func callsFromAShortTrace() {
        #expect(
            RuntimeSession.calls(inTrace: ["trace  mvc    terminal    → controller   respond(to: open 3)"])
                == nil)
    }

    @Test("calls a pair real only when it differs in every round, and says the others are noise")
    func findings() {
        let rounds = 12
        let slow: [Double] = (0..<rounds).map { 2_000 + Double($0) }
        let rows = Pattern.allCases.map { pattern in
            Self.row(
                pattern, "`back`", allocations: 100,
                cpu: pattern == .redux
                    ? slow : (0..<rounds).map { 1_000 + Double(($0 * 7 + pattern.hashValue % 3) % 5) })
        }

        let markdown = RuntimeSection(measurements: Self.measurements(rows), calls: [:]).markdown

        #expect(markdown.contains("Redux takes 2.00× MVC's time"))
        #expect(markdown.contains("The other 15 of 21 pairs are within the noise."))
    }

    /// Six rounds in which the shapes always come in the same order: Friedman's test sees it, but no pair's
    /// Wilcoxon test (at best p = 1/32 with six pairs) survives Holm's correction over 21.
    @Test("says the shapes differ as a whole when no pair survives the correction")
    func wholeButNoPair() {
        let rows = Pattern.allCases.enumerated().map { index, pattern in
            Self.row(
                pattern, "`back`", allocations: 100, cpu: (0..<6).map { 1_000 + Double(index * 10 + $0) })
        }

        let markdown = RuntimeSection(measurements: Self.measurements(rows), calls: [:]).markdown

        #expect(
            markdown.contains(
                "The shapes differ as a whole, but no pair does beyond the noise once corrected."))
    }
}
