import Foundation

/// Runs one command in a folder, its output into a log file, within an optional time limit.
///
/// The limit is kept by coreutils' `timeout`, which signals the command's
/// whole process group, so a hung test runner goes with `swift test`.
enum Shell {
    /// How a command ended.
    enum Outcome: Equatable {
        case exited(Int32)
        case timedOut
    }

    /// Runs `command` in `directory`; returns how it ended and the seconds it took.
    static func run(_ command: [String], in directory: URL, log: URL, timeout seconds: Int? = nil) throws
        -> (outcome: Outcome, seconds: Double)
    {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = (seconds.map { ["timeout", "--kill-after=10", "\($0)"] } ?? []) + command
        process.currentDirectoryURL = directory
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        process.waitUntilExit()
        let elapsed = Date().timeIntervalSince(start)
        // 124: `timeout` stopped the command; 137: it had to kill it.
        if seconds != nil, [124, 137].contains(process.terminationStatus) { return (.timedOut, elapsed) }
        return (.exited(process.terminationStatus), elapsed)
    }
}
