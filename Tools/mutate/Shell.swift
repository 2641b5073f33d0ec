import Foundation

/// Runs one command in a folder, its output into a log file, within an optional time limit.
enum Shell {
    /// How a command ended.
    enum Outcome: Equatable {
        case exited(Int32)
        case timedOut
    }

    /// Runs `command` in `directory`; returns how it ended and the seconds it took.
    ///
    /// Past the limit the command and every process under it are killed.
    /// `swift test` starts its test runner in a process group of its own, so
    /// signalling the command's group, as coreutils' `timeout` does, would
    /// leave a hung runner behind.
    static func run(
        _ command: [String], in directory: URL, log: URL, timeout seconds: Int? = nil,
        environment: [String: String] = [:]
    ) throws -> (outcome: Outcome, seconds: Double) {
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let start = Date()
        try process.run()
        var outcome: Outcome?
        if let seconds, finished.wait(timeout: .now() + .seconds(seconds)) == .timedOut {
            ProcessTree.kill(process.processIdentifier)
            outcome = .timedOut
            finished.wait()
        } else if seconds == nil {
            finished.wait()
        }
        process.waitUntilExit()
        return (outcome ?? .exited(process.terminationStatus), Date().timeIntervalSince(start))
    }
}

/// The processes under one process, read from `/proc`, so that a run past its limit can be ended whole.
enum ProcessTree {
    /// Kills `root` and every process descended from it, the deepest first.
    static func kill(_ root: Int32) {
        var parents: [Int32: [Int32]] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry), let parent = parentID(of: pid) else { continue }
            parents[parent, default: []].append(pid)
        }
        var tree = [root]
        var index = 0
        while index < tree.count {
            tree += parents[tree[index]] ?? []
            index += 1
        }
        for pid in tree.reversed() { _ = Glibc.kill(pid, SIGKILL) }
    }

    /// The parent of `pid`: the field after the state in `/proc/PID/stat`, whose name may hold spaces.
    private static func parentID(of pid: Int32) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        return fields.count > 1 ? Int32(fields[1]) : nil
    }
}
