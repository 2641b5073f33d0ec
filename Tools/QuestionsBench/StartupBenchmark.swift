import Foundation

/// The offline first screen and quit, against the smallest Foundation program, both run as the user would.
@MainActor
struct StartupBenchmark {
    /// How many times each program is started; the runs are interleaved.
    var runs: Int

    func run() -> [ReportRow] {
        let directory = Self.ownDirectory()
        let app = directory + "/questions"
        let hello = directory + "/BenchHello"
        let meter = directory + "/ProcessMeter"
        guard [app, hello, meter].allSatisfy(FileManager.default.isExecutableFile(atPath:)) else {
            return [
                ReportRow(
                    "start-up", "not measured: `questions`, `BenchHello` or `ProcessMeter` is not built")
            ]
        }
        var appRuns: [ProcessRun] = []
        var helloRuns: [ProcessRun] = []
        for index in 0..<runs {
            // Alternate which goes first, so that neither always follows the other's cache misses.
            if index % 2 == 0 {
                appRuns += ProcessRun.measure(app, meter: meter).map { [$0] } ?? []
                helloRuns += ProcessRun.measure(hello, meter: meter).map { [$0] } ?? []
            } else {
                helloRuns += ProcessRun.measure(hello, meter: meter).map { [$0] } ?? []
                appRuns += ProcessRun.measure(app, meter: meter).map { [$0] } ?? []
            }
        }
        guard !appRuns.isEmpty, !helloRuns.isEmpty else {
            return [ReportRow("start-up", "not measured: could not start")]
        }
        let wall =
            Stopwatch.median(appRuns.map(\.wallSeconds)) / Stopwatch.median(helloRuns.map(\.wallSeconds))
        let cpu = Stopwatch.median(appRuns.map(\.cpuSeconds)) / Stopwatch.median(helloRuns.map(\.cpuSeconds))
        let rss =
            appRuns.allSatisfy { $0.peakResidentBytes != nil }
            ? Stopwatch.median(appRuns.compactMap { $0.peakResidentBytes.map(Double.init) }) : nil
        let helloRSS =
            helloRuns.allSatisfy { $0.peakResidentBytes != nil }
            ? Stopwatch.median(helloRuns.compactMap { $0.peakResidentBytes.map(Double.init) }) : nil
        return [
            ReportRow(
                "offline first screen and quit, ÷ Foundation hello-world (wall)", Figure.ratio(wall),
                target: "≤ 2×", isMet: wall <= 2),
            ReportRow(
                "  the same in CPU time",
                "\(Figure.ratio(cpu)) (\(Figure.milliseconds(Stopwatch.median(appRuns.map(\.cpuSeconds)))) vs \(Figure.milliseconds(Stopwatch.median(helloRuns.map(\.cpuSeconds)))))"
            ),
            rss.map {
                ReportRow(
                    "  peak RSS of that run", Figure.mebibytes($0), target: "≤ 30 MiB",
                    isMet: $0 <= 30 * 1_048_576)
            } ?? ReportRow.notMeasuredHere("  peak RSS of that run", target: "≤ 30 MiB"),
            helloRSS.map { ReportRow("  peak RSS of the hello-world", Figure.mebibytes($0)) }
                ?? ReportRow.notMeasuredHere("  peak RSS of the hello-world"),
            librariesRow(app: app),
        ]
    }

    /// Which shared libraries the offline app maps at start, as glibc's dynamic loader lists them.
    private func librariesRow(app: String) -> ReportRow {
        #if os(Linux)
            return Self.loadedLibraries(app: app)
        #else
            return ReportRow.notMeasuredHere("  libraries loaded at start (networking and TLS among them)")
        #endif
    }

    private static func loadedLibraries(app: String) -> ReportRow {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: app)
        process.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return ReportRow("  libraries loaded at start", "unknown") }
        let listing = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let libraries = listing.split(separator: "\n").filter { $0.contains(".so") }
        let networking = libraries.filter { line in
            ["libFoundationNetworking", "libcurl", "libssl", "libgnutls"].contains { line.contains($0) }
        }
        return ReportRow(
            "  libraries loaded at start (networking and TLS among them)",
            "\(libraries.count) (\(networking.count))",
            target: "no networking", isMet: networking.isEmpty)
    }

    /// The directory this tool runs from, where SwiftPM puts the other executables of the build.
    private static func ownDirectory() -> String {
        #if os(Linux)
            let path =
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0]
        #else
            let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}

/// One run of a program to its end, as `ProcessMeter` measured it: how long, how much CPU, how much memory.
struct ProcessRun {
    var wallSeconds: Double
    var cpuSeconds: Double
    /// The child's own peak, where the system keeps it apart from its parent's across exec (Linux); nil
    /// elsewhere.
    var peakResidentBytes: Int?

    /// Runs `path` to its end under `meter`; nil if it could not be measured or failed.
    static func measure(_ path: String, meter: String) -> ProcessRun? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: meter)
        process.arguments = [path]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let line = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = line.split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard fields.count == 4, fields[3] == 0 else { return nil }
        // ProcessMeter prints -1 kilobytes where it cannot measure the peak.
        return ProcessRun(
            wallSeconds: Double(fields[0]) / 1e9, cpuSeconds: Double(fields[1]) / 1e9,
            peakResidentBytes: fields[2] < 0 ? nil : fields[2] * 1_024)
    }
}
