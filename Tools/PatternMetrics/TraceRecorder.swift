import Foundation

/// Runs the built `questions` with `--trace` on the offline data and keeps the trace it writes.
///
/// Every run is the same: offline data (whose "now" is its capture time),
/// a fixed width, no colour, an empty folder of saves of its own, and
/// commands piped in, so the trace does not depend on the day, the
/// terminal, the environment or what the user has saved.
public struct TraceRecorder: Sendable {
    /// The `questions` executable.
    public let executable: URL
    /// Places the layers the trace lines name.
    public let catalog: LayerCatalog

    /// A recorder that runs `executable`.
    public init(executable: URL, catalog: LayerCatalog) {
        self.executable = executable
        self.catalog = catalog
    }

    /// The trace of each of `commands`, typed alone into a fresh run of `pattern`.
    public func traces(of commands: [String], in pattern: Pattern) throws -> [CommandTrace] {
        let startup = try run(pattern, typing: [])
        // Not counted, but read all the same, so that a line the page cannot place stops the tool here too.
        for line in startup { _ = try TraceLine(parsing: line, catalog: catalog) }
        return try commands.map { command in
            try CommandTrace(
                command: command, pattern: pattern, run: try run(pattern, typing: [command]),
                startup: startup,
                catalog: catalog)
        }
    }

    /// The lines a run of `pattern` writes on standard error when `commands` are piped in.
    public func run(_ pattern: Pattern, typing commands: [String]) throws -> [String] {
        let saves = FileManager.default.temporaryDirectory
            .appendingPathComponent("compare-patterns-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: saves, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: saves) }
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--pattern", pattern.rawValue, "--source", "offline", "--trace", "--width", "80", "--color",
            "never", "--data-dir", saves.path,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "COLUMNS")
        process.environment = environment
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        // The screens are not needed, and a pipe nobody reads could fill up and stall the run.
        process.standardOutput = FileHandle.nullDevice

        try process.run()
        // A program that failed at start has stopped reading; its status, below, says why.
        try? input.fileHandleForWriting.write(contentsOf: Data(commands.map { $0 + "\n" }.joined().utf8))
        try? input.fileHandleForWriting.close()
        let written = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        let lines = String(decoding: written, as: UTF8.self).split(separator: "\n").map(String.init)
        guard process.terminationStatus == 0 else {
            throw MetricsError.programFailed(status: process.terminationStatus, lastLine: lines.last ?? "")
        }
        return lines
    }
}
