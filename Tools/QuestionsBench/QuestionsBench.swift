import Entities
import Foundation
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
        while let argument = arguments.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--write" where !arguments.isEmpty: output = arguments.popFirst()
            case "--help", "-h":
                print(usage)
                return
            default:
                FileHandle.standardError.write(
                    Data("questions-bench: unknown option '\(argument)'.\n\(usage)\n".utf8))
                exit(2)
            }
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

    private static let usage = """
        Usage: questions-bench [--quick] [--write FILE]
          --quick       a short smoke run (CI), not for the figures
          --write FILE  also put the table between the questions-bench markers of FILE
        Build it in release: swift run -c release questions-bench
        """
}
