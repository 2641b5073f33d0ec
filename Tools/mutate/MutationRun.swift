import Foundation

/// Runs the sample: checks the unmutated copy, then builds and tests each mutant in turn and scores them.
struct MutationRun {
    let options: MutationOptions
    let command: String

    private var logs: URL { options.scratch.appendingPathComponent("logs") }

    /// The tests run fourteen hours east of UTC. The app promises UTC dates whatever the machine's
    /// zone; on a machine set to UTC, a mutant that drops that promise would change nothing.
    static let testEnvironment = ["TZ": "Pacific/Kiritimati"]

    /// Runs as the options say and returns the exit status: 0 when the run finished, whatever its score.
    func main() throws -> Int32 {
        var copy = ScratchCopy(repository: options.repository, root: options.scratch)
        let written = try copy.sync()
        let revision = try sourceRevision()
        say("== scratch copy \(copy.package.path): \(written) files brought up to date")
        let exclusions = try Exclusions(
            contentsOf: options.repository.appendingPathComponent("Tools/mutate/exclusions.txt"))
        let catalog = MutantCatalog(sources: copy.sources, exclusions: exclusions)
        let sample = MutantSelection.pick(
            catalog.mutants.filter(options.admits), limit: options.limit, seed: options.seed)
        say(
            "== \(catalog.mutants.count) candidate mutants; \(sample.count) in the sample (seed \(options.seed))"
        )
        if options.listOnly {
            list(sample, catalog: catalog)
            return 0
        }
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        let timeout = try options.timeout ?? baselineTimeout(copy)
        say("== each test run may take \(timeout) s")
        let resultsFile = options.scratch.appendingPathComponent("results.tsv")
        _ = FileManager.default.createFile(atPath: resultsFile.path, contents: nil)
        let results = FileHandle(forWritingAtPath: resultsFile.path)
        defer { try? results?.close() }
        results?.write(Data("status\tmodule\toperator\tlocation\tchange\tkilled by\tbuild s\ttest s\n".utf8))
        var outcomes: [MutantResult] = []
        // Run file by file, so that consecutive mutants rebuild one module, not two.
        let order = sample.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        for (number, mutant) in order.enumerated() {
            try copy.apply(mutant)
            let result = try run(mutant, number: number + 1, timeout: timeout)
            outcomes.append(result)
            let row = [
                result.status.rawValue, mutant.module, mutant.mutationOperator.rawValue, mutant.location,
                mutant.change, result.killedBy ?? "", String(format: "%.0f", result.buildSeconds),
                String(format: "%.0f", result.testSeconds),
            ]
            results?.write(Data((row.joined(separator: "\t") + "\n").utf8))
            say(
                "[\(number + 1)/\(order.count)] \(result.status.rawValue): \(mutant.location) "
                    + "\(mutant.mutationOperator.rawValue) \(mutant.change)"
                    + (result.killedBy.map { " — by \"\($0)\"" } ?? ""))
        }
        try copy.restore()
        let report = MutationReport(
            results: outcomes, catalog: catalog, exclusions: exclusions, command: command, date: Date(),
            revision: revision
        ).text
        try Data(report.utf8).write(to: options.scratch.appendingPathComponent("report.md"))
        say("\n" + report)
        say(
            "== results in \(resultsFile.path), report in \(options.scratch.appendingPathComponent("report.md").path)"
        )
        return 0
    }

    /// The commit the run's sources come from, and whether the working tree differed from it.
    private func sourceRevision() throws -> String {
        let log = logs.appendingPathComponent("revision.log")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        _ = try Shell.run(["git", "rev-parse", "--short", "HEAD"], in: options.repository, log: log)
        let commit = (try? String(contentsOf: log, encoding: .utf8))?.trimmingCharacters(
            in: .whitespacesAndNewlines)
        let status = try Shell.run(
            ["git", "diff", "--quiet", "HEAD", "--"] + ScratchCopy.parts, in: options.repository, log: log)
        let dirty = status.outcome != .exited(0) ? ", with uncommitted changes" : ""
        return "commit \(commit ?? "unknown")\(dirty)"
    }

    /// Builds and tests the unmutated copy, which must pass, and derives the time limit from the tests' time.
    private func baselineTimeout(_ copy: ScratchCopy) throws -> Int {
        if options.skipBaseline { return 300 }
        say("== building and testing the unmutated copy")
        let buildLog = logs.appendingPathComponent("baseline-build.log")
        let testLog = logs.appendingPathComponent("baseline-test.log")
        let build = try Shell.run(["swift", "build", "--build-tests"], in: copy.package, log: buildLog)
        guard build.outcome == .exited(0) else { throw MutationError.baselineBuildFailed(log: buildLog.path) }
        let test = try Shell.run(
            ["swift", "test", "--skip-build"], in: copy.package, log: testLog,
            environment: Self.testEnvironment)
        guard test.outcome == .exited(0) else { throw MutationError.baselineTestsFailed(log: testLog.path) }
        say(String(format: "== baseline: build %.0f s, tests %.0f s", build.seconds, test.seconds))
        return max(120, Int(test.seconds * 6))
    }

    private func run(_ mutant: Mutant, number: Int, timeout: Int) throws -> MutantResult {
        let log = logs.appendingPathComponent("mutant-\(number).log")
        let package = options.scratch.appendingPathComponent("Questions")
        let build = try Shell.run(["swift", "build", "--build-tests"], in: package, log: log)
        guard build.outcome == .exited(0) else {
            return MutantResult(
                mutant: mutant, status: .notViable, killedBy: nil, buildSeconds: build.seconds, testSeconds: 0
            )
        }
        let testLog = logs.appendingPathComponent("mutant-\(number)-test.log")
        let test = try Shell.run(
            ["swift", "test", "--skip-build"], in: package, log: testLog, timeout: timeout,
            environment: Self.testEnvironment)
        let status: MutantResult.Status =
            switch test.outcome {
            case .timedOut: .hung
            case .exited(0): .survived
            case .exited: .killed
            }
        return MutantResult(
            mutant: mutant, status: status, killedBy: status == .killed ? firstFailure(in: testLog) : nil,
            buildSeconds: build.seconds, testSeconds: test.seconds)
    }

    /// The name of the first test the log says failed: `✘ Test "name" ... failed`.
    private func firstFailure(in log: URL) -> String? {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return nil }
        let line = text.split(separator: "\n").first { $0.hasPrefix("✘ Test \"") && $0.contains("failed") }
        return line?.dropFirst("✘ Test \"".count).split(separator: "\"").first.map(String.init)
    }

    private func list(_ sample: [Mutant], catalog: MutantCatalog) {
        for mutant in sample.sorted(by: { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }) {
            say("\(mutant.location)\t\(mutant.mutationOperator.rawValue)\t\(mutant.change)")
        }
        let byModule = Dictionary(grouping: catalog.mutants, by: \.module).mapValues(\.count)
        say(
            "\ncandidates by module: "
                + byModule.keys.sorted().map { "\($0) \(byModule[$0] ?? 0)" }.joined(separator: ", "))
        let byOperator = Dictionary(grouping: catalog.mutants, by: \.mutationOperator).mapValues(\.count)
        say(
            "candidates by operator: "
                + MutationOperator.allCases.map { "\($0.rawValue) \(byOperator[$0] ?? 0)" }.joined(
                    separator: ", "))
        for (rule, count) in catalog.excluded.sorted(by: { $0.key < $1.key }) {
            say("excluded: \(rule): \(count) candidates")
        }
    }

    /// Writes a line to standard output at once, unbuffered, so a run in the background can be followed.
    private func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
