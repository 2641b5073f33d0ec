import AllocationCounter
import Entities
import Foundation
import PatternMetrics
import WebService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `questions-bench`: measures the figures of docs/PERFORMANCE.md in one release run and prints them as a table.
///
/// Every figure is a ratio or a rate measured within this one run (medians of
/// interleaved repetitions), so that two machines, or one machine at two
/// moments, can be compared by their ratios. `--quick` is the smoke run CI
/// makes: small sizes and few repetitions, only to keep the tool building and
/// running. `--write FILE` replaces the marked section of FILE with the table.
@main
@MainActor
enum QuestionsBench {
    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())[...]
        var quick = false
        var output: String?
        var runtime = false
        var check: String?
        var rounds = 30
        while let argument = arguments.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--write" where !arguments.isEmpty: output = arguments.popFirst()
            case "--runtime": runtime = true
            case "--check" where !arguments.isEmpty: check = arguments.popFirst()
            case "--rounds" where Int(arguments.first ?? "").map({ $0 > 0 }) ?? false:
                rounds = arguments.popFirst().flatMap { Int($0) } ?? rounds
            case "--help", "-h":
                print(usage)
                return
            default:
                FileHandle.standardError.write(
                    Data("questions-bench: unknown option '\(argument)'.\n\(usage)\n".utf8))
                exit(2)
            }
        }
        if runtime || check != nil {
            guard runtime, !quick, output == nil || check == nil else {
                FileHandle.standardError.write(
                    Data(
                        "questions-bench: --runtime takes --write FILE or --check FILE, and --rounds.\n\(usage)\n"
                            .utf8))
                exit(2)
            }
            await runtimeCost(rounds: rounds, write: output, check: check)
            return
        }
        if quick, output != nil {
            FileHandle.standardError.write(
                Data("questions-bench: a --quick run is not written to the docs.\n".utf8))
            exit(2)
        }
        #if DEBUG
            print("Warning: a debug build; measure with `swift run -c release questions-bench`.")
        #endif
        let report = await measure(quick: quick)
        let table = report.markdown(context: context(quick: quick))
        print(table)
        if let output {
            write(table, to: output)
        }
        if !quick && !report.allTargetsMet {
            print("Some targets were missed.")
        }
    }

    private static func measure(quick: Bool) async -> Report {
        let stopwatch = Stopwatch(repetitions: quick ? 3 : 9)
        let sample =
            (try? StackExchangeDecoder().questions(from: Data(OfflineWireData.firstCaptureQuestions.utf8)))
            ?? []
        var report = Report()
        report.sections.append(
            (
                "Refresh diff (~10% churn)",
                DiffBenchmark(
                    sizes: quick ? [1_000] : [1_000, 10_000, 100_000], largestLCS: quick ? 1_000 : 10_000,
                    stopwatch: Stopwatch(repetitions: quick ? 3 : 7)
                ).run()
            ))
        report.sections.append(
            (
                "List layout at 80 columns",
                LayoutBenchmark(
                    sizes: quick ? [100] : [100, 1_000, 10_000], stopwatch: stopwatch, sample: sample
                ).run()
            ))
        report.sections.append(
            ("Decoding and rendering the offline data set", DecodeBenchmark(stopwatch: stopwatch).run()))
        report.sections.append(("Start-up", StartupBenchmark(runs: quick ? 3 : 21).run()))
        report.sections.append(
            ("Work in flight, with held responses", await WorkInFlightBenchmark(depth: quick ? 5 : 50).run()))
        report.sections.append(
            (
                "The screen front (`--ui screen`)",
                await ScreenFrontBenchmark(
                    rowCount: quick ? 1_000 : 10_000, keyCount: quick ? 100 : 1_000,
                    startRuns: quick ? 3 : 21,
                    sample: sample
                ).run()
            ))
        report.sections.append(
            (
                "Saved questions on disk",
                SavesBenchmark(saves: quick ? 1_000 : 100_000, stopwatch: stopwatch).run()
            ))
        return report
    }

    /// The line above the table: when, where and how it was measured.
    private static func context(quick: Bool) -> String {
        var averages = [0.0, 0.0, 0.0]
        let load = getloadavg(&averages, 1) == 1 ? String(format: "%.2f", averages[0]) : "?"
        let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
        return
            "Measured \(date) by `swift run -c release questions-bench\(quick ? " --quick" : "")` on "
            + "\(ProcessInfo.processInfo.activeProcessorCount) cores (load average \(load) at the end)."
    }

    /// Starts this program again with `SWIFT_DETERMINISTIC_HASHING` set, unless it is: the runtime reads it
    /// before `main`, and with a seed of its own each process orders its sets and dictionaries its own way,
    /// which moves a step's heap counts by a few blocks from one process to the next (CI's count against
    /// the committed one). Returns only when it is set.
    private static func runWithDeterministicHashing() {
        let name = "SWIFT_DETERMINISTIC_HASHING"
        guard ProcessInfo.processInfo.environment[name] == nil, let path = Bundle.main.executablePath else {
            return
        }
        setenv(name, "1", 1)
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv(path, arguments)
        // Only reached when the program could not be started again: measure as it is, and say so.
        print("questions-bench: could not start again with \(name) set; heap counts may vary a little.")
    }

    /// The day, the cores and the load, for the run-time measurements' record of where they were taken.
    private static func machine() -> String {
        var averages = [0.0, 0.0, 0.0]
        let load = getloadavg(&averages, 1) == 1 ? String(format: "%.2f", averages[0]) : "?"
        let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
        return
            "\(date), \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(load) at the end"
    }

    private static func write(_ table: String, to path: String) {
        guard let document = try? String(contentsOfFile: path, encoding: .utf8),
            let updated = Report.replacingSection(in: document, with: table)
        else {
            FileHandle.standardError.write(
                Data(
                    "questions-bench: \(path) has no section between \(Report.beginMarker) and \(Report.endMarker).\n"
                        .utf8))
            exit(1)
        }
        do {
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("questions-bench: could not write \(path): \(error)\n".utf8))
            exit(1)
        }
    }

    /// Measures what each shape costs at run time; writes the measurements to `write`, or compares their
    /// heap counts with those of `check` (CI's run, whose times are not compared), or prints them.
    private static func runtimeCost(rounds: Int, write: String?, check: String?) async {
        #if DEBUG
            print("Warning: a debug build; measure with `swift run -c release questions-bench --runtime`.")
        #endif
        guard allocation_counter_is_active() != 0 else {
            print("questions-bench: the heap is not counted on this platform; nothing measured.")
            return
        }
        runWithDeterministicHashing()
        let measured = await RuntimeCost(rounds: rounds).measure(machine: machine())
        if let check {
            let committed: RuntimeMeasurements
            do {
                committed = try RuntimeMeasurements(text: String(contentsOfFile: check, encoding: .utf8))
            } catch {
                FileHandle.standardError.write(Data("questions-bench: cannot read \(check): \(error)\n".utf8))
                exit(1)
            }
            guard committed.toolchain == measured.toolchain, committed.libc == measured.libc else {
                print(
                    "questions-bench: \(check) was measured with \(committed.toolchain) on \(committed.libc); this is"
                        + " \(measured.toolchain) on \(measured.libc), so its heap counts are not compared. Regenerate"
                        + " it: swift run -c release questions-bench --runtime --write \(check)")
                return
            }
            let differences = committed.heapDifferences(from: measured)
            guard differences.isEmpty else {
                for difference in differences { print("questions-bench: \(difference)") }
                FileHandle.standardError.write(
                    Data(
                        ("questions-bench: the heap counts of \(check) are stale; regenerate them with"
                            + " 'swift run -c release questions-bench --runtime --write \(check)' on a quiet machine,"
                            + " then 'swift run compare-patterns'.\n").utf8))
                exit(1)
            }
            print("questions-bench: the heap counts of \(check) are what this build allocates.")
        } else if let write {
            do {
                try measured.text.write(toFile: write, atomically: true, encoding: .utf8)
            } catch {
                FileHandle.standardError.write(
                    Data("questions-bench: could not write \(write): \(error)\n".utf8))
                exit(1)
            }
            print(
                "questions-bench: wrote \(write); run 'swift run compare-patterns' to update docs/COMPARE.md."
            )
        } else {
            print(measured.text, terminator: "")
        }
    }

    private static let usage = """
        Usage: questions-bench [--quick] [--write FILE]
               questions-bench --runtime [--rounds N] [--write FILE | --check FILE]
          --quick       a short smoke run (CI), not for the figures
          --write FILE  also put the table between the questions-bench markers of FILE
          --runtime     what each shape costs, step by step (docs/runtime-cost.tsv); --write writes the
                        measurements, --check compares their heap counts with FILE's
        Build it in release: swift run -c release questions-bench
        """
}
